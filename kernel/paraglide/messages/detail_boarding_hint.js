/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Boarding_HintInputs */

const id_detail_boarding_hint = /** @type {(inputs: Detail_Boarding_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunjukkan kode ini kepada petugas di pelabuhan.`)
};

const en_detail_boarding_hint = /** @type {(inputs: Detail_Boarding_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this code to the officer at the port.`)
};

/**
* | output |
* | --- |
* | "Show this code to the officer at the port." |
*
* @param {Detail_Boarding_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_boarding_hint = /** @type {((inputs?: Detail_Boarding_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Boarding_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_boarding_hint(inputs)
	return id_detail_boarding_hint(inputs)
});