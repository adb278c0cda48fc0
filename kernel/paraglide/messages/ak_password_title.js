/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Password_TitleInputs */

const id_ak_password_title = /** @type {(inputs: Ak_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganti Kata Sandi`)
};

const en_ak_password_title = /** @type {(inputs: Ak_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

/**
* | output |
* | --- |
* | "Change Password" |
*
* @param {Ak_Password_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_password_title = /** @type {((inputs?: Ak_Password_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Password_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_password_title(inputs)
	return id_ak_password_title(inputs)
});