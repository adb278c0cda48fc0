/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_VerifyInputs */

const id_otp_verify = /** @type {(inputs: Otp_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifikasi`)
};

const en_otp_verify = /** @type {(inputs: Otp_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify`)
};

/**
* | output |
* | --- |
* | "Verify" |
*
* @param {Otp_VerifyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_verify = /** @type {((inputs?: Otp_VerifyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_VerifyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_verify(inputs)
	return id_otp_verify(inputs)
});