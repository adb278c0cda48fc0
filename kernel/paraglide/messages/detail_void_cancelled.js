/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Void_CancelledInputs */

const id_detail_void_cancelled = /** @type {(inputs: Detail_Void_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan dibatalkan sebelum dibayar.`)
};

const en_detail_void_cancelled = /** @type {(inputs: Detail_Void_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order was cancelled before it was paid.`)
};

/**
* | output |
* | --- |
* | "The order was cancelled before it was paid." |
*
* @param {Detail_Void_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_void_cancelled = /** @type {((inputs?: Detail_Void_CancelledInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Void_CancelledInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_void_cancelled(inputs)
	return id_detail_void_cancelled(inputs)
});