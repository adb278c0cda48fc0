/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_ProcessingInputs */

const id_ak_refund_processing = /** @type {(inputs: Ak_Refund_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sedang diproses`)
};

const en_ak_refund_processing = /** @type {(inputs: Ak_Refund_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being processed`)
};

/**
* | output |
* | --- |
* | "Being processed" |
*
* @param {Ak_Refund_ProcessingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_processing = /** @type {((inputs?: Ak_Refund_ProcessingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_ProcessingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_processing(inputs)
	return id_ak_refund_processing(inputs)
});