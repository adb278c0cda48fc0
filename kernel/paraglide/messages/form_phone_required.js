/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Phone_RequiredInputs */

const id_form_phone_required = /** @type {(inputs: Form_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor HP tidak boleh kosong.`)
};

const en_form_phone_required = /** @type {(inputs: Form_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile number is required.`)
};

/**
* | output |
* | --- |
* | "Mobile number is required." |
*
* @param {Form_Phone_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_phone_required = /** @type {((inputs?: Form_Phone_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Phone_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_phone_required(inputs)
	return id_form_phone_required(inputs)
});