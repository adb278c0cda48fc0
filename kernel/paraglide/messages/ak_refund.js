/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_RefundInputs */

const id_ak_refund = /** @type {(inputs: Ak_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajukan Refund`)
};

const en_ak_refund = /** @type {(inputs: Ak_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a Refund`)
};

/**
* | output |
* | --- |
* | "Request a Refund" |
*
* @param {Ak_RefundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund = /** @type {((inputs?: Ak_RefundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_RefundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund(inputs)
	return id_ak_refund(inputs)
});