/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Receipt_Line_Passenger_InsuranceInputs */

const id_receipt_line_passenger_insurance = /** @type {(inputs: Receipt_Line_Passenger_InsuranceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asuransi Penumpang ${i?.type}`)
};

const en_receipt_line_passenger_insurance = /** @type {(inputs: Receipt_Line_Passenger_InsuranceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} passenger insurance`)
};

/**
* | output |
* | --- |
* | "{type} passenger insurance" |
*
* @param {Receipt_Line_Passenger_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_passenger_insurance = /** @type {((inputs: Receipt_Line_Passenger_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_Passenger_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_passenger_insurance(inputs)
	return id_receipt_line_passenger_insurance(inputs)
});