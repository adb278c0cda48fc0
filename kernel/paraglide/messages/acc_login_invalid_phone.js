/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acc_Login_Invalid_PhoneInputs */

const id_acc_login_invalid_phone = /** @type {(inputs: Acc_Login_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor telepon tidak terdaftar. Silakan coba lagi.`)
};

const en_acc_login_invalid_phone = /** @type {(inputs: Acc_Login_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone number is not registered. Please try again.`)
};

/**
* | output |
* | --- |
* | "This phone number is not registered. Please try again." |
*
* @param {Acc_Login_Invalid_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_invalid_phone = /** @type {((inputs?: Acc_Login_Invalid_PhoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acc_Login_Invalid_PhoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_acc_login_invalid_phone(inputs)
	return id_acc_login_invalid_phone(inputs)
});