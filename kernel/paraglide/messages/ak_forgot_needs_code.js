/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Forgot_Needs_CodeInputs */

const id_ak_forgot_needs_code = /** @type {(inputs: Ak_Forgot_Needs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode OTP belum diverifikasi. Minta kode OTP baru untuk mengatur ulang kata sandi.`)
};

const en_ak_forgot_needs_code = /** @type {(inputs: Ak_Forgot_Needs_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OTP code has not been verified. Request a new OTP code to reset your password.`)
};

/**
* | output |
* | --- |
* | "The OTP code has not been verified. Request a new OTP code to reset your password." |
*
* @param {Ak_Forgot_Needs_CodeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_forgot_needs_code = /** @type {((inputs?: Ak_Forgot_Needs_CodeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Forgot_Needs_CodeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_forgot_needs_code(inputs)
	return id_ak_forgot_needs_code(inputs)
});