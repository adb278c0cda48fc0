/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Confirm_New_PasswordInputs */

const id_ak_confirm_new_password = /** @type {(inputs: Ak_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi Kata Sandi Baru`)
};

const en_ak_confirm_new_password = /** @type {(inputs: Ak_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Ak_Confirm_New_PasswordInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_new_password = /** @type {((inputs?: Ak_Confirm_New_PasswordInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Confirm_New_PasswordInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_confirm_new_password(inputs)
	return id_ak_confirm_new_password(inputs)
});