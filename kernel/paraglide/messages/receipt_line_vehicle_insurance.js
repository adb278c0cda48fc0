/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Line_Vehicle_InsuranceInputs */

const id_receipt_line_vehicle_insurance = /** @type {(inputs: Receipt_Line_Vehicle_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asuransi Kendaraan`)
};

const en_receipt_line_vehicle_insurance = /** @type {(inputs: Receipt_Line_Vehicle_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle insurance`)
};

/**
* | output |
* | --- |
* | "Vehicle insurance" |
*
* @param {Receipt_Line_Vehicle_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_vehicle_insurance = /** @type {((inputs?: Receipt_Line_Vehicle_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_Vehicle_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_vehicle_insurance(inputs)
	return id_receipt_line_vehicle_insurance(inputs)
});