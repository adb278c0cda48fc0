/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_AgeInputs */

const id_field_age = /** @type {(inputs: Field_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia`)
};

const en_field_age = /** @type {(inputs: Field_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

/**
* | output |
* | --- |
* | "Age" |
*
* @param {Field_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_age = /** @type {((inputs?: Field_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_field_age(inputs)
	return id_field_age(inputs)
});