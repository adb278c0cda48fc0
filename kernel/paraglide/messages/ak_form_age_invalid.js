/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Age_InvalidInputs */

const id_ak_form_age_invalid = /** @type {(inputs: Ak_Form_Age_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia harus berupa angka yang valid.`)
};

const en_ak_form_age_invalid = /** @type {(inputs: Ak_Form_Age_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid age in numbers.`)
};

/**
* | output |
* | --- |
* | "Enter a valid age in numbers." |
*
* @param {Ak_Form_Age_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_invalid = /** @type {((inputs?: Ak_Form_Age_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Age_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_age_invalid(inputs)
	return id_ak_form_age_invalid(inputs)
});