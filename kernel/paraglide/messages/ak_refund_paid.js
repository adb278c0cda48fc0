/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_PaidInputs */

const id_ak_refund_paid = /** @type {(inputs: Ak_Refund_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudah dibayar oleh operator`)
};

const en_ak_refund_paid = /** @type {(inputs: Ak_Refund_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by the operator`)
};

/**
* | output |
* | --- |
* | "Paid by the operator" |
*
* @param {Ak_Refund_PaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_paid = /** @type {((inputs?: Ak_Refund_PaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_PaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_paid(inputs)
	return id_ak_refund_paid(inputs)
});