/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Passenger_Count_InvalidInputs */

const id_form_passenger_count_invalid = /** @type {(inputs: Form_Passenger_Count_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah penumpang tidak boleh kurang dari 0.`)
};

const en_form_passenger_count_invalid = /** @type {(inputs: Form_Passenger_Count_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of passengers cannot be below 0.`)
};

/**
* | output |
* | --- |
* | "The number of passengers cannot be below 0." |
*
* @param {Form_Passenger_Count_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_passenger_count_invalid = /** @type {((inputs?: Form_Passenger_Count_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Passenger_Count_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_passenger_count_invalid(inputs)
	return id_form_passenger_count_invalid(inputs)
});