/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Closed_For_SaleInputs */

const id_order_closed_for_sale = /** @type {(inputs: Order_Closed_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembelian tiket online untuk keberangkatan ini sudah ditutup (kurang dari 1 jam sebelum waktu keberangkatan). Silakan pilih jadwal lain.`)
};

const en_order_closed_for_sale = /** @type {(inputs: Order_Closed_For_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online ticket sales for this departure have closed (less than 1 hour before departure). Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "Online ticket sales for this departure have closed (less than 1 hour before departure). Please choose another departure." |
*
* @param {Order_Closed_For_SaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_closed_for_sale = /** @type {((inputs?: Order_Closed_For_SaleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Closed_For_SaleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_closed_for_sale(inputs)
	return id_order_closed_for_sale(inputs)
});