/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Price_Passenger_InsuranceInputs */

const id_price_passenger_insurance = /** @type {(inputs: Price_Passenger_InsuranceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asuransi Penumpang ${i?.type}`)
};

const en_price_passenger_insurance = /** @type {(inputs: Price_Passenger_InsuranceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} Passenger Insurance`)
};

/**
* | output |
* | --- |
* | "{type} Passenger Insurance" |
*
* @param {Price_Passenger_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_passenger_insurance = /** @type {((inputs: Price_Passenger_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_Passenger_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_price_passenger_insurance(inputs)
	return id_price_passenger_insurance(inputs)
});