/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Info_SavedInputs */

const id_ak_info_saved = /** @type {(inputs: Ak_Info_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informasi akun berhasil disimpan.`)
};

const en_ak_info_saved = /** @type {(inputs: Ak_Info_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account information saved.`)
};

/**
* | output |
* | --- |
* | "Account information saved." |
*
* @param {Ak_Info_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_info_saved = /** @type {((inputs?: Ak_Info_SavedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Info_SavedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_info_saved(inputs)
	return id_ak_info_saved(inputs)
});