/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Age_Or_Year_RequiredInputs */

const id_ak_form_age_or_year_required = /** @type {(inputs: Ak_Form_Age_Or_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia atau tahun lahir tidak boleh kosong.`)
};

const en_ak_form_age_or_year_required = /** @type {(inputs: Ak_Form_Age_Or_Year_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age or year of birth is required.`)
};

/**
* | output |
* | --- |
* | "Age or year of birth is required." |
*
* @param {Ak_Form_Age_Or_Year_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_or_year_required = /** @type {((inputs?: Ak_Form_Age_Or_Year_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Age_Or_Year_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_age_or_year_required(inputs)
	return id_ak_form_age_or_year_required(inputs)
});