/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Register_Password_MinInputs */

const id_form_register_password_min = /** @type {(inputs: Form_Register_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi tidak boleh dibawah 8 karakter.`)
};

const en_form_register_password_min = /** @type {(inputs: Form_Register_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters.`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters." |
*
* @param {Form_Register_Password_MinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_register_password_min = /** @type {((inputs?: Form_Register_Password_MinInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Register_Password_MinInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_register_password_min(inputs)
	return id_form_register_password_min(inputs)
});