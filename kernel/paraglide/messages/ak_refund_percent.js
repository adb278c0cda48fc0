/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refund_PercentInputs */

const id_ak_refund_percent = /** @type {(inputs: Ak_Refund_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persentase`)
};

const en_ak_refund_percent = /** @type {(inputs: Ak_Refund_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentage`)
};

/**
* | output |
* | --- |
* | "Percentage" |
*
* @param {Ak_Refund_PercentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_percent = /** @type {((inputs?: Ak_Refund_PercentInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_PercentInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_percent(inputs)
	return id_ak_refund_percent(inputs)
});