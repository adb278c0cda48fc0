/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Password_Save_FailedInputs */

const id_ak_password_save_failed = /** @type {(inputs: Ak_Password_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi gagal diubah. Silakan coba lagi.`)
};

const en_ak_password_save_failed = /** @type {(inputs: Ak_Password_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password could not be changed. Please try again.`)
};

/**
* | output |
* | --- |
* | "The password could not be changed. Please try again." |
*
* @param {Ak_Password_Save_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_password_save_failed = /** @type {((inputs?: Ak_Password_Save_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Password_Save_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_password_save_failed(inputs)
	return id_ak_password_save_failed(inputs)
});