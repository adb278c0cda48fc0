/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Price_Driver_InsuranceInputs */

const id_price_driver_insurance = /** @type {(inputs: Price_Driver_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asuransi Pengemudi`)
};

const en_price_driver_insurance = /** @type {(inputs: Price_Driver_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver Insurance`)
};

/**
* | output |
* | --- |
* | "Driver Insurance" |
*
* @param {Price_Driver_InsuranceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_driver_insurance = /** @type {((inputs?: Price_Driver_InsuranceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_Driver_InsuranceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_price_driver_insurance(inputs)
	return id_price_driver_insurance(inputs)
});