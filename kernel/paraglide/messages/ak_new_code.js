/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_New_CodeInputs */

const id_ak_new_code = /** @type {(inputs: Ak_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minta Kode OTP Baru`)
};

const en_ak_new_code = /** @type {(inputs: Ak_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a New OTP Code`)
};

/**
* | output |
* | --- |
* | "Request a New OTP Code" |
*
* @param {Ak_New_CodeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_new_code = /** @type {((inputs?: Ak_New_CodeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_New_CodeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_new_code(inputs)
	return id_ak_new_code(inputs)
});