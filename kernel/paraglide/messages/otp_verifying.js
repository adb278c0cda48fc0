/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_VerifyingInputs */

const id_otp_verifying = /** @type {(inputs: Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memverifikasi…`)
};

const en_otp_verifying = /** @type {(inputs: Otp_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying…`)
};

/**
* | output |
* | --- |
* | "Verifying…" |
*
* @param {Otp_VerifyingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_verifying = /** @type {((inputs?: Otp_VerifyingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_VerifyingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_verifying(inputs)
	return id_otp_verifying(inputs)
});