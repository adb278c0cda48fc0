/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Passenger_NameInputs */

const id_ak_passenger_name = /** @type {(inputs: Ak_Passenger_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nama penumpang ${i?.n}`)
};

const en_ak_passenger_name = /** @type {(inputs: Ak_Passenger_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passenger ${i?.n} name`)
};

/**
* | output |
* | --- |
* | "Passenger {n} name" |
*
* @param {Ak_Passenger_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_name = /** @type {((inputs: Ak_Passenger_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Passenger_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_passenger_name(inputs)
	return id_ak_passenger_name(inputs)
});