/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_Order_NoInputs */

const id_saya_order_no = /** @type {(inputs: Saya_Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No. Pesanan`)
};

const en_saya_order_no = /** @type {(inputs: Saya_Order_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order No.`)
};

/**
* | output |
* | --- |
* | "Order No." |
*
* @param {Saya_Order_NoInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_order_no = /** @type {((inputs?: Saya_Order_NoInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_Order_NoInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_order_no(inputs)
	return id_saya_order_no(inputs)
});