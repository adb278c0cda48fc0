/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_OpenInputs */

const id_order_open = /** @type {(inputs: Order_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda masih punya pesanan yang belum dibayar untuk keberangkatan ini`)
};

const en_order_open = /** @type {(inputs: Order_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You still have an unpaid order for this departure`)
};

/**
* | output |
* | --- |
* | "You still have an unpaid order for this departure" |
*
* @param {Order_OpenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open = /** @type {((inputs?: Order_OpenInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_OpenInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open(inputs)
	return id_order_open(inputs)
});