/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_TitleInputs */

const id_otp_title = /** @type {(inputs: Otp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifikasi OTP`)
};

const en_otp_title = /** @type {(inputs: Otp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP Verification`)
};

/**
* | output |
* | --- |
* | "OTP Verification" |
*
* @param {Otp_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_title = /** @type {((inputs?: Otp_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_title(inputs)
	return id_otp_title(inputs)
});