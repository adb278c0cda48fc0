/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_TotalInputs */

const id_detail_total = /** @type {(inputs: Detail_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Pembayaran`)
};

const en_detail_total = /** @type {(inputs: Detail_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Payment`)
};

/**
* | output |
* | --- |
* | "Total Payment" |
*
* @param {Detail_TotalInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_total = /** @type {((inputs?: Detail_TotalInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_TotalInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_total(inputs)
	return id_detail_total(inputs)
});