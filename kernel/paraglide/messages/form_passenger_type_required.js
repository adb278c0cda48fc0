/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Passenger_Type_RequiredInputs */

const id_form_passenger_type_required = /** @type {(inputs: Form_Passenger_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis penumpang tidak boleh kosong.`)
};

const en_form_passenger_type_required = /** @type {(inputs: Form_Passenger_Type_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger type is required.`)
};

/**
* | output |
* | --- |
* | "Passenger type is required." |
*
* @param {Form_Passenger_Type_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_passenger_type_required = /** @type {((inputs?: Form_Passenger_Type_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Passenger_Type_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_passenger_type_required(inputs)
	return id_form_passenger_type_required(inputs)
});