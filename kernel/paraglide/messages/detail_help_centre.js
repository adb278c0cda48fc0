/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Help_CentreInputs */

const id_detail_help_centre = /** @type {(inputs: Detail_Help_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pusat Bantuan`)
};

const en_detail_help_centre = /** @type {(inputs: Detail_Help_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Centre`)
};

/**
* | output |
* | --- |
* | "Help Centre" |
*
* @param {Detail_Help_CentreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_help_centre = /** @type {((inputs?: Detail_Help_CentreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Help_CentreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_help_centre(inputs)
	return id_detail_help_centre(inputs)
});