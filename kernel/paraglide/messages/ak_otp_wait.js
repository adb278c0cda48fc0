/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Ak_Otp_WaitInputs */

const id_ak_otp_wait = /** @type {(inputs: Ak_Otp_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode OTP sudah dikirim. Silakan tunggu ${i?.seconds} detik sebelum meminta kode baru.`)
};

const en_ak_otp_wait = /** @type {(inputs: Ak_Otp_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An OTP code was already sent. Please wait ${i?.seconds} seconds before requesting a new one.`)
};

/**
* | output |
* | --- |
* | "An OTP code was already sent. Please wait {seconds} seconds before requesting a new one." |
*
* @param {Ak_Otp_WaitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_otp_wait = /** @type {((inputs: Ak_Otp_WaitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Otp_WaitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_otp_wait(inputs)
	return id_ak_otp_wait(inputs)
});