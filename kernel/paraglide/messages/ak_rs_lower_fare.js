/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Lower_FareInputs */

const id_ak_rs_lower_fare = /** @type {(inputs: Ak_Rs_Lower_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selisih tarif yang lebih murah tidak dikembalikan.`)
};

const en_ak_rs_lower_fare = /** @type {(inputs: Ak_Rs_Lower_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A lower fare is not refunded.`)
};

/**
* | output |
* | --- |
* | "A lower fare is not refunded." |
*
* @param {Ak_Rs_Lower_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_lower_fare = /** @type {((inputs?: Ak_Rs_Lower_FareInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Lower_FareInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_lower_fare(inputs)
	return id_ak_rs_lower_fare(inputs)
});