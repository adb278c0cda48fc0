/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_ForgotInputs */

const id_otp_forgot = /** @type {(inputs: Otp_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lupa kata sandi?`)
};

const en_otp_forgot = /** @type {(inputs: Otp_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Otp_ForgotInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_forgot = /** @type {((inputs?: Otp_ForgotInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_ForgotInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_forgot(inputs)
	return id_otp_forgot(inputs)
});