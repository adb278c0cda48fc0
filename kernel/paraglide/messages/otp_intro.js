/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_IntroInputs */

const id_otp_intro = /** @type {(inputs: Otp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan 6 digit kode OTP yang kami kirim ke nomor`)
};

const en_otp_intro = /** @type {(inputs: Otp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit OTP code we sent to`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit OTP code we sent to" |
*
* @param {Otp_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_intro = /** @type {((inputs?: Otp_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_intro(inputs)
	return id_otp_intro(inputs)
});