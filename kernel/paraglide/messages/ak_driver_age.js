/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Driver_AgeInputs */

const id_ak_driver_age = /** @type {(inputs: Ak_Driver_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia pengemudi`)
};

const en_ak_driver_age = /** @type {(inputs: Ak_Driver_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver age`)
};

/**
* | output |
* | --- |
* | "Driver age" |
*
* @param {Ak_Driver_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_driver_age = /** @type {((inputs?: Ak_Driver_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Driver_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_driver_age(inputs)
	return id_ak_driver_age(inputs)
});