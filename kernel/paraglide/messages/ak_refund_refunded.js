/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_RefundedInputs */

const id_ak_refund_refunded = /** @type {(inputs: Ak_Refund_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sudah dikembalikan`)
};

const en_ak_refund_refunded = /** @type {(inputs: Ak_Refund_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Ak_Refund_RefundedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_refunded = /** @type {((inputs?: Ak_Refund_RefundedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_RefundedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_refunded(inputs)
	return id_ak_refund_refunded(inputs)
});