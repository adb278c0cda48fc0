/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Password_SavedInputs */

const id_ak_password_saved = /** @type {(inputs: Ak_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi berhasil diubah.`)
};

const en_ak_password_saved = /** @type {(inputs: Ak_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed.`)
};

/**
* | output |
* | --- |
* | "Password changed." |
*
* @param {Ak_Password_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_password_saved = /** @type {((inputs?: Ak_Password_SavedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Password_SavedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_password_saved(inputs)
	return id_ak_password_saved(inputs)
});