/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Call_SupportInputs */

const id_ak_call_support = /** @type {(inputs: Ak_Call_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telepon Layanan Pelanggan`)
};

const en_ak_call_support = /** @type {(inputs: Ak_Call_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call Customer Service`)
};

/**
* | output |
* | --- |
* | "Call Customer Service" |
*
* @param {Ak_Call_SupportInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_call_support = /** @type {((inputs?: Ak_Call_SupportInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Call_SupportInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_call_support(inputs)
	return id_ak_call_support(inputs)
});