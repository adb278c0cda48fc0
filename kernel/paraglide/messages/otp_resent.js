/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_ResentInputs */

const id_otp_resent = /** @type {(inputs: Otp_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode OTP baru telah dikirim.`)
};

const en_otp_resent = /** @type {(inputs: Otp_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new OTP code has been sent.`)
};

/**
* | output |
* | --- |
* | "A new OTP code has been sent." |
*
* @param {Otp_ResentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resent = /** @type {((inputs?: Otp_ResentInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_ResentInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_resent(inputs)
	return id_otp_resent(inputs)
});