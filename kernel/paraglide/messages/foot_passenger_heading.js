/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Foot_Passenger_HeadingInputs */

const id_foot_passenger_heading = /** @type {(inputs: Foot_Passenger_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Penumpang ${i?.n}`)
};

const en_foot_passenger_heading = /** @type {(inputs: Foot_Passenger_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passenger ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Passenger {n}" |
*
* @param {Foot_Passenger_HeadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_passenger_heading = /** @type {((inputs: Foot_Passenger_HeadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Passenger_HeadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_passenger_heading(inputs)
	return id_foot_passenger_heading(inputs)
});