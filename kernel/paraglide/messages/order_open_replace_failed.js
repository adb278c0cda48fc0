/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Open_Replace_FailedInputs */

const id_order_open_replace_failed = /** @type {(inputs: Order_Open_Replace_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan sebelumnya belum dapat dibatalkan. Periksa koneksi Anda, lalu coba lagi.`)
};

const en_order_open_replace_failed = /** @type {(inputs: Order_Open_Replace_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The earlier order could not be cancelled yet. Check your connection, then try again.`)
};

/**
* | output |
* | --- |
* | "The earlier order could not be cancelled yet. Check your connection, then try again." |
*
* @param {Order_Open_Replace_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replace_failed = /** @type {((inputs?: Order_Open_Replace_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Open_Replace_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open_replace_failed(inputs)
	return id_order_open_replace_failed(inputs)
});