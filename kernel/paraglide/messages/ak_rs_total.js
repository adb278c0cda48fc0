/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_TotalInputs */

const id_ak_rs_total = /** @type {(inputs: Ak_Rs_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total bayar`)
};

const en_ak_rs_total = /** @type {(inputs: Ak_Rs_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total to pay`)
};

/**
* | output |
* | --- |
* | "Total to pay" |
*
* @param {Ak_Rs_TotalInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_total = /** @type {((inputs?: Ak_Rs_TotalInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_TotalInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_total(inputs)
	return id_ak_rs_total(inputs)
});