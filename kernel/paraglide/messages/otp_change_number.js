/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_Change_NumberInputs */

const id_otp_change_number = /** @type {(inputs: Otp_Change_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah nomor HP`)
};

const en_otp_change_number = /** @type {(inputs: Otp_Change_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change mobile number`)
};

/**
* | output |
* | --- |
* | "Change mobile number" |
*
* @param {Otp_Change_NumberInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_change_number = /** @type {((inputs?: Otp_Change_NumberInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_Change_NumberInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_change_number(inputs)
	return id_otp_change_number(inputs)
});