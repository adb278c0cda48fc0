/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Refunded_AtInputs */

const id_ak_refunded_at = /** @type {(inputs: Ak_Refunded_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dikembalikan pada`)
};

const en_ak_refunded_at = /** @type {(inputs: Ak_Refunded_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded on`)
};

/**
* | output |
* | --- |
* | "Refunded on" |
*
* @param {Ak_Refunded_AtInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refunded_at = /** @type {((inputs?: Ak_Refunded_AtInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refunded_AtInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refunded_at(inputs)
	return id_ak_refunded_at(inputs)
});