/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_RequiredInputs */

const id_form_password_required = /** @type {(inputs: Form_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi tidak boleh kosong.`)
};

const en_form_password_required = /** @type {(inputs: Form_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required.`)
};

/**
* | output |
* | --- |
* | "Password is required." |
*
* @param {Form_Password_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_required = /** @type {((inputs?: Form_Password_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_password_required(inputs)
	return id_form_password_required(inputs)
});