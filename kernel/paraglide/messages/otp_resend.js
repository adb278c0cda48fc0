/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_ResendInputs */

const id_otp_resend = /** @type {(inputs: Otp_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kirim Ulang Kode`)
};

const en_otp_resend = /** @type {(inputs: Otp_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend Code`)
};

/**
* | output |
* | --- |
* | "Resend Code" |
*
* @param {Otp_ResendInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resend = /** @type {((inputs?: Otp_ResendInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_ResendInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_resend(inputs)
	return id_otp_resend(inputs)
});