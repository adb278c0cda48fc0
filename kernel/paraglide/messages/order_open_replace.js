/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Open_ReplaceInputs */

const id_order_open_replace = /** @type {(inputs: Order_Open_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganti dengan Pesanan Ini`)
};

const en_order_open_replace = /** @type {(inputs: Order_Open_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace with This Order`)
};

/**
* | output |
* | --- |
* | "Replace with This Order" |
*
* @param {Order_Open_ReplaceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replace = /** @type {((inputs?: Order_Open_ReplaceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Open_ReplaceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open_replace(inputs)
	return id_order_open_replace(inputs)
});