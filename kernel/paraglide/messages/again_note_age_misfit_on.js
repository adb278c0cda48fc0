/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, age: NonNullable<unknown>, date: NonNullable<unknown>, type: NonNullable<unknown> }} Again_Note_Age_Misfit_OnInputs */

const id_again_note_age_misfit_on = /** @type {(inputs: Again_Note_Age_Misfit_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.age} tahun pada ${i?.date}) tidak diisi: usianya tidak sesuai jenis ${i?.type}.`)
};

const en_again_note_age_misfit_on = /** @type {(inputs: Again_Note_Age_Misfit_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (age ${i?.age} on ${i?.date}) was not added: their age does not fit the ${i?.type} passenger type.`)
};

/**
* | output |
* | --- |
* | "{name} (age {age} on {date}) was not added: their age does not fit the {type} passenger type." |
*
* @param {Again_Note_Age_Misfit_OnInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_age_misfit_on = /** @type {((inputs: Again_Note_Age_Misfit_OnInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Age_Misfit_OnInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_age_misfit_on(inputs)
	return id_again_note_age_misfit_on(inputs)
});