/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_Confirm_TitleInputs */

const id_ak_correct_confirm_title = /** @type {(inputs: Ak_Correct_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan Perbaikan Data?`)
};

const en_ak_correct_confirm_title = /** @type {(inputs: Ak_Correct_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the corrections?`)
};

/**
* | output |
* | --- |
* | "Save the corrections?" |
*
* @param {Ak_Correct_Confirm_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_confirm_title = /** @type {((inputs?: Ak_Correct_Confirm_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_Confirm_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_confirm_title(inputs)
	return id_ak_correct_confirm_title(inputs)
});