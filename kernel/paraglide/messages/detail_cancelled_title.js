/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Cancelled_TitleInputs */

const id_detail_cancelled_title = /** @type {(inputs: Detail_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket Dibatalkan`)
};

const en_detail_cancelled_title = /** @type {(inputs: Detail_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Cancelled`)
};

/**
* | output |
* | --- |
* | "Ticket Cancelled" |
*
* @param {Detail_Cancelled_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_cancelled_title = /** @type {((inputs?: Detail_Cancelled_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Cancelled_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_cancelled_title(inputs)
	return id_detail_cancelled_title(inputs)
});