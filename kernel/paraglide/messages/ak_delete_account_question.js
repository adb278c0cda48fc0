/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Delete_Account_QuestionInputs */

const id_ak_delete_account_question = /** @type {(inputs: Ak_Delete_Account_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apakah Anda yakin ingin menghapus akun Anda? Tindakan ini tidak dapat dibatalkan.`)
};

const en_ak_delete_account_question = /** @type {(inputs: Ak_Delete_Account_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete your account? This cannot be undone.`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete your account? This cannot be undone." |
*
* @param {Ak_Delete_Account_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_account_question = /** @type {((inputs?: Ak_Delete_Account_QuestionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_Account_QuestionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_account_question(inputs)
	return id_ak_delete_account_question(inputs)
});