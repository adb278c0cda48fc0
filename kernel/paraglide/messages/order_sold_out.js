/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Sold_OutInputs */

const id_order_sold_out = /** @type {(inputs: Order_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini sudah habis`)
};

const en_order_sold_out = /** @type {(inputs: Order_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket is sold out`)
};

/**
* | output |
* | --- |
* | "This ticket is sold out" |
*
* @param {Order_Sold_OutInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_sold_out = /** @type {((inputs?: Order_Sold_OutInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sold_OutInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_sold_out(inputs)
	return id_order_sold_out(inputs)
});