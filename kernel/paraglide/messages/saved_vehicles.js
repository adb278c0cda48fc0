/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_VehiclesInputs */

const id_saved_vehicles = /** @type {(inputs: Saved_VehiclesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan Saya`)
};

const en_saved_vehicles = /** @type {(inputs: Saved_VehiclesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Vehicles`)
};

/**
* | output |
* | --- |
* | "My Vehicles" |
*
* @param {Saved_VehiclesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_vehicles = /** @type {((inputs?: Saved_VehiclesInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_VehiclesInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_vehicles(inputs)
	return id_saved_vehicles(inputs)
});