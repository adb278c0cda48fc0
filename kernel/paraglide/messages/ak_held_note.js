/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Held_NoteInputs */

const id_ak_held_note = /** @type {(inputs: Ak_Held_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini ditahan oleh operator. Tiket Anda tetap berlaku bila dibuka kembali. Sampai jam keberangkatan Anda dapat memilih Ubah Jadwal tanpa biaya atau Ajukan Refund 100 %.`)
};

const en_ak_held_note = /** @type {(inputs: Ak_Held_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator is holding this departure. Your ticket stays valid if it reopens. Until the departure time you can change to another departure for free or request a 100 % refund.`)
};

/**
* | output |
* | --- |
* | "The operator is holding this departure. Your ticket stays valid if it reopens. Until the departure time you can change to another departure for free or reque..." |
*
* @param {Ak_Held_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_note = /** @type {((inputs?: Ak_Held_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Held_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_held_note(inputs)
	return id_ak_held_note(inputs)
});