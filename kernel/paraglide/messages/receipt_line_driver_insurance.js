/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Line_Driver_InsuranceInputs */

const id_receipt_line_driver_insurance = /** @type {(inputs: Receipt_Line_Driver_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asuransi Pengemudi`)
};

const en_receipt_line_driver_insurance = /** @type {(inputs: Receipt_Line_Driver_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver insurance`)
};

/**
* | output |
* | --- |
* | "Driver insurance" |
*
* @param {Receipt_Line_Driver_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_driver_insurance = /** @type {((inputs?: Receipt_Line_Driver_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_Driver_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_driver_insurance(inputs)
	return id_receipt_line_driver_insurance(inputs)
});