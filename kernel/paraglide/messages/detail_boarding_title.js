/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Boarding_TitleInputs */

const id_detail_boarding_title = /** @type {(inputs: Detail_Boarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode Naik Kapal`)
};

const en_detail_boarding_title = /** @type {(inputs: Detail_Boarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boarding Code`)
};

/**
* | output |
* | --- |
* | "Boarding Code" |
*
* @param {Detail_Boarding_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_boarding_title = /** @type {((inputs?: Detail_Boarding_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Boarding_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_boarding_title(inputs)
	return id_detail_boarding_title(inputs)
});