/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_SecondsInputs */

const id_otp_seconds = /** @type {(inputs: Otp_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`detik`)
};

const en_otp_seconds = /** @type {(inputs: Otp_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seconds`)
};

/**
* | output |
* | --- |
* | "seconds" |
*
* @param {Otp_SecondsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_seconds = /** @type {((inputs?: Otp_SecondsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_SecondsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_seconds(inputs)
	return id_otp_seconds(inputs)
});