/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_RefundedInputs */

const id_status_refunded = /** @type {(inputs: Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dana Dikembalikan`)
};

const en_status_refunded = /** @type {(inputs: Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Status_RefundedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_refunded = /** @type {((inputs?: Status_RefundedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_RefundedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_status_refunded(inputs)
	return id_status_refunded(inputs)
});