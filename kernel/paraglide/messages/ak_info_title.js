/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Info_TitleInputs */

const id_ak_info_title = /** @type {(inputs: Ak_Info_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informasi Akun`)
};

const en_ak_info_title = /** @type {(inputs: Ak_Info_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Information`)
};

/**
* | output |
* | --- |
* | "Account Information" |
*
* @param {Ak_Info_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_info_title = /** @type {((inputs?: Ak_Info_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Info_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_info_title(inputs)
	return id_ak_info_title(inputs)
});