/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_MinInputs */

const id_form_password_min = /** @type {(inputs: Form_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password minimal 8 karakter`)
};

const en_form_password_min = /** @type {(inputs: Form_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters`)
};

/**
* | output |
* | --- |
* | "Password must be at least 8 characters" |
*
* @param {Form_Password_MinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_min = /** @type {((inputs?: Form_Password_MinInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_MinInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_password_min(inputs)
	return id_form_password_min(inputs)
});