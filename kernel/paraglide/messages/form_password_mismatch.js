/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Password_MismatchInputs */

const id_form_password_mismatch = /** @type {(inputs: Form_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password tidak sama.`)
};

const en_form_password_mismatch = /** @type {(inputs: Form_Password_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords do not match.`)
};

/**
* | output |
* | --- |
* | "Passwords do not match." |
*
* @param {Form_Password_MismatchInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_password_mismatch = /** @type {((inputs?: Form_Password_MismatchInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Password_MismatchInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_password_mismatch(inputs)
	return id_form_password_mismatch(inputs)
});