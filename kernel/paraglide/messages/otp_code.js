/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_CodeInputs */

const id_otp_code = /** @type {(inputs: Otp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode OTP`)
};

const en_otp_code = /** @type {(inputs: Otp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP Code`)
};

/**
* | output |
* | --- |
* | "OTP Code" |
*
* @param {Otp_CodeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_code = /** @type {((inputs?: Otp_CodeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_CodeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_code(inputs)
	return id_otp_code(inputs)
});