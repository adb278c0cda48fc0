/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Delete_Account_TitleInputs */

const id_ak_delete_account_title = /** @type {(inputs: Ak_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hapus akun?`)
};

const en_ak_delete_account_title = /** @type {(inputs: Ak_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account?`)
};

/**
* | output |
* | --- |
* | "Delete account?" |
*
* @param {Ak_Delete_Account_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_title = /** @type {((inputs?: Ak_Delete_Account_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_Account_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_account_title(inputs)
	return id_ak_delete_account_title(inputs)
});