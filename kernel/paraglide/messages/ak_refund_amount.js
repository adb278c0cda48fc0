/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_AmountInputs */

const id_ak_refund_amount = /** @type {(inputs: Ak_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah`)
};

const en_ak_refund_amount = /** @type {(inputs: Ak_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Ak_Refund_AmountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_amount = /** @type {((inputs?: Ak_Refund_AmountInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_AmountInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_amount(inputs)
	return id_ak_refund_amount(inputs)
});