/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_Too_LongInputs */

const id_form_password_too_long = /** @type {(inputs: Form_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi maksimal 128 karakter.`)
};

const en_form_password_too_long = /** @type {(inputs: Form_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password can be at most 128 characters.`)
};

/**
* | output |
* | --- |
* | "Password can be at most 128 characters." |
*
* @param {Form_Password_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_too_long = /** @type {((inputs?: Form_Password_Too_LongInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_Too_LongInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_password_too_long(inputs)
	return id_form_password_too_long(inputs)
});