/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Save_PasswordInputs */

const id_ak_save_password = /** @type {(inputs: Ak_Save_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan Kata Sandi`)
};

const en_ak_save_password = /** @type {(inputs: Ak_Save_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Password`)
};

/**
* | output |
* | --- |
* | "Save Password" |
*
* @param {Ak_Save_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_save_password = /** @type {((inputs?: Ak_Save_PasswordInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Save_PasswordInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_save_password(inputs)
	return id_ak_save_password(inputs)
});