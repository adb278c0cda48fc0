/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Payment_UnavailableInputs */

const id_order_payment_unavailable = /** @type {(inputs: Order_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Layanan pembayaran sedang tidak dapat dihubungi. Pesanan belum dibuat dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.`)
};

const en_order_payment_unavailable = /** @type {(inputs: Order_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment service cannot be reached right now. No order was made and no place is held. Please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "The payment service cannot be reached right now. No order was made and no place is held. Please try again in a moment." |
*
* @param {Order_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_payment_unavailable = /** @type {((inputs?: Order_Payment_UnavailableInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Payment_UnavailableInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_payment_unavailable(inputs)
	return id_order_payment_unavailable(inputs)
});