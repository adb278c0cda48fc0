/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Incomplete_TitleInputs */

const id_detail_incomplete_title = /** @type {(inputs: Detail_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran Belum Selesai`)
};

const en_detail_incomplete_title = /** @type {(inputs: Detail_Incomplete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Not Completed`)
};

/**
* | output |
* | --- |
* | "Payment Not Completed" |
*
* @param {Detail_Incomplete_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_incomplete_title = /** @type {((inputs?: Detail_Incomplete_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Incomplete_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_incomplete_title(inputs)
	return id_detail_incomplete_title(inputs)
});