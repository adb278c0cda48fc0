/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Set_TitleInputs */

const id_ak_set_title = /** @type {(inputs: Ak_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atur Kata Sandi Baru`)
};

const en_ak_set_title = /** @type {(inputs: Ak_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a New Password`)
};

/**
* | output |
* | --- |
* | "Set a New Password" |
*
* @param {Ak_Set_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_set_title = /** @type {((inputs?: Ak_Set_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Set_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_set_title(inputs)
	return id_ak_set_title(inputs)
});