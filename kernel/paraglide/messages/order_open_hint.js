/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Open_HintInputs */

const id_order_open_hint = /** @type {(inputs: Order_Open_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan pesanan sebelumnya untuk membayarnya, atau ganti dengan pesanan ini: pesanan sebelumnya dibatalkan dan tempatnya dilepas.`)
};

const en_order_open_hint = /** @type {(inputs: Order_Open_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue the earlier order to pay for it, or replace it with this one: the earlier order is cancelled and its places released.`)
};

/**
* | output |
* | --- |
* | "Continue the earlier order to pay for it, or replace it with this one: the earlier order is cancelled and its places released." |
*
* @param {Order_Open_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_open_hint = /** @type {((inputs?: Order_Open_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Open_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_open_hint(inputs)
	return id_order_open_hint(inputs)
});