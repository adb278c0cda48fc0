/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Outside_WindowInputs */

const id_order_outside_window = /** @type {(inputs: Order_Outside_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pemesanan hanya dibuka sampai 7 hari ke depan. Silakan pilih tanggal keberangkatan lain.`)
};

const en_order_outside_window = /** @type {(inputs: Order_Outside_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking opens only up to 7 days ahead. Please choose another departure date.`)
};

/**
* | output |
* | --- |
* | "Booking opens only up to 7 days ahead. Please choose another departure date." |
*
* @param {Order_Outside_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_outside_window = /** @type {((inputs?: Order_Outside_WindowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Outside_WindowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_outside_window(inputs)
	return id_order_outside_window(inputs)
});