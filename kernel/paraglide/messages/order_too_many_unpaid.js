/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Too_Many_UnpaidInputs */

const id_order_too_many_unpaid = /** @type {(inputs: Order_Too_Many_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda masih punya beberapa pesanan yang belum dibayar. Bayar atau tunggu pesanan itu berakhir (15 menit) sebelum memesan lagi.`)
};

const en_order_too_many_unpaid = /** @type {(inputs: Order_Too_Many_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You still have several unpaid orders. Pay them or let them lapse (15 minutes) before booking again.`)
};

/**
* | output |
* | --- |
* | "You still have several unpaid orders. Pay them or let them lapse (15 minutes) before booking again." |
*
* @param {Order_Too_Many_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_too_many_unpaid = /** @type {((inputs?: Order_Too_Many_UnpaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Too_Many_UnpaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_too_many_unpaid(inputs)
	return id_order_too_many_unpaid(inputs)
});