/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Line_VehicleInputs */

const id_receipt_line_vehicle = /** @type {(inputs: Receipt_Line_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan`)
};

const en_receipt_line_vehicle = /** @type {(inputs: Receipt_Line_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle`)
};

/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Receipt_Line_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_vehicle = /** @type {((inputs?: Receipt_Line_VehicleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_VehicleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_vehicle(inputs)
	return id_receipt_line_vehicle(inputs)
});