/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_DueInputs */

const id_ak_refund_due = /** @type {(inputs: Ak_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menunggu pembayaran oleh operator`)
};

const en_ak_refund_due = /** @type {(inputs: Ak_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for the operator to pay`)
};

/**
* | output |
* | --- |
* | "Waiting for the operator to pay" |
*
* @param {Ak_Refund_DueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_due = /** @type {((inputs?: Ak_Refund_DueInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_DueInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_due(inputs)
	return id_ak_refund_due(inputs)
});