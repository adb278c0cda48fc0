/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_TitleInputs */

const id_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail Tiket`)
};

const en_detail_title = /** @type {(inputs: Detail_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Details`)
};

/**
* | output |
* | --- |
* | "Ticket Details" |
*
* @param {Detail_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_title = /** @type {((inputs?: Detail_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_title(inputs)
	return id_detail_title(inputs)
});