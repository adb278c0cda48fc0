/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Help_TitleInputs */

const id_ak_help_title = /** @type {(inputs: Ak_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pusat Bantuan`)
};

const en_ak_help_title = /** @type {(inputs: Ak_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Centre`)
};

/**
* | output |
* | --- |
* | "Help Centre" |
*
* @param {Ak_Help_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_help_title = /** @type {((inputs?: Ak_Help_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Help_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_help_title(inputs)
	return id_ak_help_title(inputs)
});