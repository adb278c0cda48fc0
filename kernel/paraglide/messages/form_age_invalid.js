/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Age_InvalidInputs */

const id_form_age_invalid = /** @type {(inputs: Form_Age_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia harus berupa angka yang valid.`)
};

const en_form_age_invalid = /** @type {(inputs: Form_Age_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age must be a valid number.`)
};

/**
* | output |
* | --- |
* | "Age must be a valid number." |
*
* @param {Form_Age_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_age_invalid = /** @type {((inputs?: Form_Age_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Age_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_age_invalid(inputs)
	return id_form_age_invalid(inputs)
});