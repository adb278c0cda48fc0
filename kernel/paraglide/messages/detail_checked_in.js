/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Checked_InInputs */

const id_detail_checked_in = /** @type {(inputs: Detail_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudah check-in`)
};

const en_detail_checked_in = /** @type {(inputs: Detail_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Detail_Checked_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_checked_in = /** @type {((inputs?: Detail_Checked_InInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Checked_InInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_checked_in(inputs)
	return id_detail_checked_in(inputs)
});