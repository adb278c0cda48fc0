/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Otp_Send_FailedInputs */

const id_ak_otp_send_failed = /** @type {(inputs: Ak_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode OTP gagal dikirim. Silakan coba lagi beberapa saat lagi.`)
};

const en_ak_otp_send_failed = /** @type {(inputs: Ak_Otp_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OTP code could not be sent. Please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "The OTP code could not be sent. Please try again in a moment." |
*
* @param {Ak_Otp_Send_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_otp_send_failed = /** @type {((inputs?: Ak_Otp_Send_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Otp_Send_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_otp_send_failed(inputs)
	return id_ak_otp_send_failed(inputs)
});