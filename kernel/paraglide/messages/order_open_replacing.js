/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Open_ReplacingInputs */

const id_order_open_replacing = /** @type {(inputs: Order_Open_ReplacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membatalkan pesanan sebelumnya…`)
};

const en_order_open_replacing = /** @type {(inputs: Order_Open_ReplacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling the earlier order…`)
};

/**
* | output |
* | --- |
* | "Cancelling the earlier order…" |
*
* @param {Order_Open_ReplacingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_replacing = /** @type {((inputs?: Order_Open_ReplacingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Open_ReplacingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open_replacing(inputs)
	return id_order_open_replacing(inputs)
});