/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Field_GenderInputs */

const id_again_field_gender = /** @type {(inputs: Again_Field_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jenis kelamin`)
};

const en_again_field_gender = /** @type {(inputs: Again_Field_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gender`)
};

/**
* | output |
* | --- |
* | "gender" |
*
* @param {Again_Field_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_gender = /** @type {((inputs?: Again_Field_GenderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Field_GenderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_field_gender(inputs)
	return id_again_field_gender(inputs)
});