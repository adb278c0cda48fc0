/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Field_AgeInputs */

const id_again_field_age = /** @type {(inputs: Again_Field_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`usia`)
};

const en_again_field_age = /** @type {(inputs: Again_Field_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`age`)
};

/**
* | output |
* | --- |
* | "age" |
*
* @param {Again_Field_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_age = /** @type {((inputs?: Again_Field_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Field_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_field_age(inputs)
	return id_again_field_age(inputs)
});