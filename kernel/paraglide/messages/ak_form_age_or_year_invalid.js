/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Age_Or_Year_InvalidInputs */

const id_ak_form_age_or_year_invalid = /** @type {(inputs: Ak_Form_Age_Or_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi usia (angka) atau tahun lahir (4 angka) yang valid.`)
};

const en_ak_form_age_or_year_invalid = /** @type {(inputs: Ak_Form_Age_Or_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid age (a number) or year of birth (4 digits).`)
};

/**
* | output |
* | --- |
* | "Enter a valid age (a number) or year of birth (4 digits)." |
*
* @param {Ak_Form_Age_Or_Year_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_or_year_invalid = /** @type {((inputs?: Ak_Form_Age_Or_Year_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Age_Or_Year_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_age_or_year_invalid(inputs)
	return id_ak_form_age_or_year_invalid(inputs)
});