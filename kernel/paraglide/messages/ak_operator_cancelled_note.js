/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Operator_Cancelled_NoteInputs */

const id_ak_operator_cancelled_note = /** @type {(inputs: Ak_Operator_Cancelled_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini dibatalkan oleh operator. Pilih Ubah Jadwal ke keberangkatan lain tanpa biaya, atau Ajukan Refund 100 %.`)
};

const en_ak_operator_cancelled_note = /** @type {(inputs: Ak_Operator_Cancelled_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator cancelled this departure. Change to another departure for free, or request a 100 % refund.`)
};

/**
* | output |
* | --- |
* | "The operator cancelled this departure. Change to another departure for free, or request a 100 % refund." |
*
* @param {Ak_Operator_Cancelled_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_operator_cancelled_note = /** @type {((inputs?: Ak_Operator_Cancelled_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Operator_Cancelled_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_operator_cancelled_note(inputs)
	return id_ak_operator_cancelled_note(inputs)
});