/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Delete_Account_TextInputs */

const id_ak_delete_account_text = /** @type {(inputs: Ak_Delete_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akun beserta data Anda akan dihapus secara permanen dan tidak dapat dikembalikan.`)
};

const en_ak_delete_account_text = /** @type {(inputs: Ak_Delete_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and its data will be deleted permanently and cannot be recovered.`)
};

/**
* | output |
* | --- |
* | "Your account and its data will be deleted permanently and cannot be recovered." |
*
* @param {Ak_Delete_Account_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_text = /** @type {((inputs?: Ak_Delete_Account_TextInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_Account_TextInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_account_text(inputs)
	return id_ak_delete_account_text(inputs)
});