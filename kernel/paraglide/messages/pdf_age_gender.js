/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Age_GenderInputs */

const id_pdf_age_gender = /** @type {(inputs: Pdf_Age_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia / jenis kelamin`)
};

const en_pdf_age_gender = /** @type {(inputs: Pdf_Age_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age / gender`)
};

/**
* | output |
* | --- |
* | "Age / gender" |
*
* @param {Pdf_Age_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_age_gender = /** @type {((inputs?: Pdf_Age_GenderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Age_GenderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_age_gender(inputs)
	return id_pdf_age_gender(inputs)
});