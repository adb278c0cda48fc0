/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Unpaid_TitleInputs */

const id_detail_unpaid_title = /** @type {(inputs: Detail_Unpaid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak Dibayar`)
};

const en_detail_unpaid_title = /** @type {(inputs: Detail_Unpaid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Paid`)
};

/**
* | output |
* | --- |
* | "Not Paid" |
*
* @param {Detail_Unpaid_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_unpaid_title = /** @type {((inputs?: Detail_Unpaid_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Unpaid_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_unpaid_title(inputs)
	return id_detail_unpaid_title(inputs)
});