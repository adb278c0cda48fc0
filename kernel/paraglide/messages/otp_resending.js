/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_ResendingInputs */

const id_otp_resending = /** @type {(inputs: Otp_ResendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mengirim ulang kode…`)
};

const en_otp_resending = /** @type {(inputs: Otp_ResendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resending the code…`)
};

/**
* | output |
* | --- |
* | "Resending the code…" |
*
* @param {Otp_ResendingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_resending = /** @type {((inputs?: Otp_ResendingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_ResendingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_resending(inputs)
	return id_otp_resending(inputs)
});