/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_Resend_InInputs */

const id_otp_resend_in = /** @type {(inputs: Otp_Resend_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kirim ulang kode dalam`)
};

const en_otp_resend_in = /** @type {(inputs: Otp_Resend_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend the code in`)
};

/**
* | output |
* | --- |
* | "Resend the code in" |
*
* @param {Otp_Resend_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resend_in = /** @type {((inputs?: Otp_Resend_InInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_Resend_InInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_resend_in(inputs)
	return id_otp_resend_in(inputs)
});