/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Open_ContinueInputs */

const id_order_open_continue = /** @type {(inputs: Order_Open_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan Pesanan Sebelumnya`)
};

const en_order_open_continue = /** @type {(inputs: Order_Open_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue the Earlier Order`)
};

/**
* | output |
* | --- |
* | "Continue the Earlier Order" |
*
* @param {Order_Open_ContinueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_continue = /** @type {((inputs?: Order_Open_ContinueInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Open_ContinueInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open_continue(inputs)
	return id_order_open_continue(inputs)
});