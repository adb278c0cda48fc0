/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_InvalidInputs */

const id_form_phone_invalid = /** @type {(inputs: Form_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor HP yang anda input tidak valid.`)
};

const en_form_phone_invalid = /** @type {(inputs: Form_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The mobile number you entered is not valid.`)
};

/**
* | output |
* | --- |
* | "The mobile number you entered is not valid." |
*
* @param {Form_Phone_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_phone_invalid = /** @type {((inputs?: Form_Phone_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_phone_invalid(inputs)
	return id_form_phone_invalid(inputs)
});