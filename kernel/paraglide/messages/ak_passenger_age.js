/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Passenger_AgeInputs */

const id_ak_passenger_age = /** @type {(inputs: Ak_Passenger_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usia penumpang ${i?.n}`)
};

const en_ak_passenger_age = /** @type {(inputs: Ak_Passenger_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passenger ${i?.n} age`)
};

/**
* | output |
* | --- |
* | "Passenger {n} age" |
*
* @param {Ak_Passenger_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_age = /** @type {((inputs: Ak_Passenger_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Passenger_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_passenger_age(inputs)
	return id_ak_passenger_age(inputs)
});