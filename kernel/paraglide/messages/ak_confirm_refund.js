/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Confirm_RefundInputs */

const id_ak_confirm_refund = /** @type {(inputs: Ak_Confirm_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya, Ajukan Refund`)
};

const en_ak_confirm_refund = /** @type {(inputs: Ak_Confirm_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Request Refund`)
};

/**
* | output |
* | --- |
* | "Yes, Request Refund" |
*
* @param {Ak_Confirm_RefundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_refund = /** @type {((inputs?: Ak_Confirm_RefundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Confirm_RefundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_confirm_refund(inputs)
	return id_ak_confirm_refund(inputs)
});