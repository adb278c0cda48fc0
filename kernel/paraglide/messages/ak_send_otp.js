/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Send_OtpInputs */

const id_ak_send_otp = /** @type {(inputs: Ak_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kirim Kode OTP`)
};

const en_ak_send_otp = /** @type {(inputs: Ak_Send_OtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send OTP Code`)
};

/**
* | output |
* | --- |
* | "Send OTP Code" |
*
* @param {Ak_Send_OtpInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_send_otp = /** @type {((inputs?: Ak_Send_OtpInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Send_OtpInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_send_otp(inputs)
	return id_ak_send_otp(inputs)
});