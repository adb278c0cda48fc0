/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_New_OrderInputs */

const id_confirm_new_order = /** @type {(inputs: Confirm_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesanan Baru`)
};

const en_confirm_new_order = /** @type {(inputs: Confirm_New_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Order`)
};

/**
* | output |
* | --- |
* | "New Order" |
*
* @param {Confirm_New_OrderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_new_order = /** @type {((inputs?: Confirm_New_OrderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_New_OrderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_new_order(inputs)
	return id_confirm_new_order(inputs)
});