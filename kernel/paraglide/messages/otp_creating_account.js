/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_Creating_AccountInputs */

const id_otp_creating_account = /** @type {(inputs: Otp_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode OTP benar. Membuat akun Anda…`)
};

const en_otp_creating_account = /** @type {(inputs: Otp_Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The OTP code is correct. Creating your account…`)
};

/**
* | output |
* | --- |
* | "The OTP code is correct. Creating your account…" |
*
* @param {Otp_Creating_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_creating_account = /** @type {((inputs?: Otp_Creating_AccountInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_Creating_AccountInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_creating_account(inputs)
	return id_otp_creating_account(inputs)
});