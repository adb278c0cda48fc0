/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Again_Note_Type_GoneInputs */

const id_again_note_type_gone = /** @type {(inputs: Again_Note_Type_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tidak diisi: jenis penumpangnya tidak tersedia lagi.`)
};

const en_again_note_type_gone = /** @type {(inputs: Again_Note_Type_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was not added: their passenger type is no longer available.`)
};

/**
* | output |
* | --- |
* | "{name} was not added: their passenger type is no longer available." |
*
* @param {Again_Note_Type_GoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_type_gone = /** @type {((inputs: Again_Note_Type_GoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Type_GoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_type_gone(inputs)
	return id_again_note_type_gone(inputs)
});