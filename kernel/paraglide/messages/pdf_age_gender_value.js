/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ age: NonNullable<unknown>, gender: NonNullable<unknown> }} Pdf_Age_Gender_ValueInputs */

const id_pdf_age_gender_value = /** @type {(inputs: Pdf_Age_Gender_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} tahun / ${i?.gender}`)
};

const en_pdf_age_gender_value = /** @type {(inputs: Pdf_Age_Gender_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} years / ${i?.gender}`)
};

/**
* | output |
* | --- |
* | "{age} years / {gender}" |
*
* @param {Pdf_Age_Gender_ValueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_age_gender_value = /** @type {((inputs: Pdf_Age_Gender_ValueInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Age_Gender_ValueInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_age_gender_value(inputs)
	return id_pdf_age_gender_value(inputs)
});