/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Field_PhoneInputs */

const id_again_field_phone = /** @type {(inputs: Again_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nomor HP`)
};

const en_again_field_phone = /** @type {(inputs: Again_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mobile number`)
};

/**
* | output |
* | --- |
* | "mobile number" |
*
* @param {Again_Field_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_phone = /** @type {((inputs?: Again_Field_PhoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Field_PhoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_field_phone(inputs)
	return id_again_field_phone(inputs)
});