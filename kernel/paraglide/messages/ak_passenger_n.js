/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Passenger_NInputs */

const id_ak_passenger_n = /** @type {(inputs: Ak_Passenger_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Penumpang ${i?.n}`)
};

const en_ak_passenger_n = /** @type {(inputs: Ak_Passenger_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passenger ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Passenger {n}" |
*
* @param {Ak_Passenger_NInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_n = /** @type {((inputs: Ak_Passenger_NInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Passenger_NInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_passenger_n(inputs)
	return id_ak_passenger_n(inputs)
});