/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Forgot_IntroInputs */

const id_ak_forgot_intro = /** @type {(inputs: Ak_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan nomor HP akun Anda. Kami akan mengirim kode OTP untuk mengatur ulang kata sandi.`)
};

const en_ak_forgot_intro = /** @type {(inputs: Ak_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the mobile number of your account. We will send an OTP code to reset your password.`)
};

/**
* | output |
* | --- |
* | "Enter the mobile number of your account. We will send an OTP code to reset your password." |
*
* @param {Ak_Forgot_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_forgot_intro = /** @type {((inputs?: Ak_Forgot_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Forgot_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_forgot_intro(inputs)
	return id_ak_forgot_intro(inputs)
});