/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, age: NonNullable<unknown>, type: NonNullable<unknown> }} Again_Note_Age_MisfitInputs */

const id_again_note_age_misfit = /** @type {(inputs: Again_Note_Age_MisfitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.age} tahun) tidak diisi: usianya tidak sesuai jenis ${i?.type}.`)
};

const en_again_note_age_misfit = /** @type {(inputs: Again_Note_Age_MisfitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (age ${i?.age}) was not added: their age does not fit the ${i?.type} passenger type.`)
};

/**
* | output |
* | --- |
* | "{name} (age {age}) was not added: their age does not fit the {type} passenger type." |
*
* @param {Again_Note_Age_MisfitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_age_misfit = /** @type {((inputs: Again_Note_Age_MisfitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Age_MisfitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_age_misfit(inputs)
	return id_again_note_age_misfit(inputs)
});