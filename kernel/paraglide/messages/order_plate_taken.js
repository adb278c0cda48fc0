/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Plate_TakenInputs */

const id_order_plate_taken = /** @type {(inputs: Order_Plate_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan ini sudah punya tiket atau pesanan yang belum dibayar pada keberangkatan ini. Periksa Tiket Saya, atau pilih jadwal lain.`)
};

const en_order_plate_taken = /** @type {(inputs: Order_Plate_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This vehicle already has a ticket or an unpaid order on this departure. Check My Tickets, or choose another departure.`)
};

/**
* | output |
* | --- |
* | "This vehicle already has a ticket or an unpaid order on this departure. Check My Tickets, or choose another departure." |
*
* @param {Order_Plate_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_plate_taken = /** @type {((inputs?: Order_Plate_TakenInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plate_TakenInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_plate_taken(inputs)
	return id_order_plate_taken(inputs)
});