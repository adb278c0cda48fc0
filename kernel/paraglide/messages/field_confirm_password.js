/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Confirm_PasswordInputs */

const id_field_confirm_password = /** @type {(inputs: Field_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi Kata Sandi`)
};

const en_field_confirm_password = /** @type {(inputs: Field_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Password`)
};

/**
* | output |
* | --- |
* | "Confirm Password" |
*
* @param {Field_Confirm_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_confirm_password = /** @type {((inputs?: Field_Confirm_PasswordInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Confirm_PasswordInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_field_confirm_password(inputs)
	return id_field_confirm_password(inputs)
});