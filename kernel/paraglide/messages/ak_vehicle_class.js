/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Vehicle_ClassInputs */

const id_ak_vehicle_class = /** @type {(inputs: Ak_Vehicle_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan`)
};

const en_ak_vehicle_class = /** @type {(inputs: Ak_Vehicle_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle class`)
};

/**
* | output |
* | --- |
* | "Vehicle class" |
*
* @param {Ak_Vehicle_ClassInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicle_class = /** @type {((inputs?: Ak_Vehicle_ClassInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Vehicle_ClassInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_vehicle_class(inputs)
	return id_ak_vehicle_class(inputs)
});