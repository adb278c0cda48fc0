/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Passenger_DomicileInputs */

const id_ak_passenger_domicile = /** @type {(inputs: Ak_Passenger_DomicileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domisili penumpang ${i?.n}`)
};

const en_ak_passenger_domicile = /** @type {(inputs: Ak_Passenger_DomicileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passenger ${i?.n} home town`)
};

/**
* | output |
* | --- |
* | "Passenger {n} home town" |
*
* @param {Ak_Passenger_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_domicile = /** @type {((inputs: Ak_Passenger_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Passenger_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_passenger_domicile(inputs)
	return id_ak_passenger_domicile(inputs)
});