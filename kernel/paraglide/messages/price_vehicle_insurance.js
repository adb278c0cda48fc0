/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Price_Vehicle_InsuranceInputs */

const id_price_vehicle_insurance = /** @type {(inputs: Price_Vehicle_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asuransi Kendaraan`)
};

const en_price_vehicle_insurance = /** @type {(inputs: Price_Vehicle_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle Insurance`)
};

/**
* | output |
* | --- |
* | "Vehicle Insurance" |
*
* @param {Price_Vehicle_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_vehicle_insurance = /** @type {((inputs?: Price_Vehicle_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_Vehicle_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_price_vehicle_insurance(inputs)
	return id_price_vehicle_insurance(inputs)
});