/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fare: NonNullable<unknown>, paid: NonNullable<unknown> }} Ak_Rs_Higher_FareInputs */

const id_ak_rs_higher_fare = /** @type {(inputs: Ak_Rs_Higher_FareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif keberangkatan ini ${i?.fare}, naik dari ${i?.paid} yang Anda bayar.`)
};

const en_ak_rs_higher_fare = /** @type {(inputs: Ak_Rs_Higher_FareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This departure costs ${i?.fare}, up from the ${i?.paid} you paid.`)
};

/**
* | output |
* | --- |
* | "This departure costs {fare}, up from the {paid} you paid." |
*
* @param {Ak_Rs_Higher_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_higher_fare = /** @type {((inputs: Ak_Rs_Higher_FareInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Higher_FareInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_higher_fare(inputs)
	return id_ak_rs_higher_fare(inputs)
});