/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_VehicleInputs */

const id_pdf_vehicle = /** @type {(inputs: Pdf_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan`)
};

const en_pdf_vehicle = /** @type {(inputs: Pdf_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle`)
};

/**
* | output |
* | --- |
* | "Vehicle" |
*
* @param {Pdf_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_vehicle = /** @type {((inputs?: Pdf_VehicleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_VehicleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_vehicle(inputs)
	return id_pdf_vehicle(inputs)
});