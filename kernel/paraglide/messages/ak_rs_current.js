/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_CurrentInputs */

const id_ak_rs_current = /** @type {(inputs: Ak_Rs_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan saat ini`)
};

const en_ak_rs_current = /** @type {(inputs: Ak_Rs_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current departure`)
};

/**
* | output |
* | --- |
* | "Current departure" |
*
* @param {Ak_Rs_CurrentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_current = /** @type {((inputs?: Ak_Rs_CurrentInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_CurrentInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_current(inputs)
	return id_ak_rs_current(inputs)
});