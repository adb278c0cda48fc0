/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Forgot_TitleInputs */

const id_ak_forgot_title = /** @type {(inputs: Ak_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lupa Kata Sandi`)
};

const en_ak_forgot_title = /** @type {(inputs: Ak_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Ak_Forgot_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_forgot_title = /** @type {((inputs?: Ak_Forgot_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Forgot_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_forgot_title(inputs)
	return id_ak_forgot_title(inputs)
});