/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_PasswordInputs */

const id_field_password = /** @type {(inputs: Field_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata Sandi`)
};

const en_field_password = /** @type {(inputs: Field_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Field_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_password = /** @type {((inputs?: Field_PasswordInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_PasswordInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_field_password(inputs)
	return id_field_password(inputs)
});