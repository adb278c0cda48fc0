/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Add_VehicleInputs */

const id_ak_add_vehicle = /** @type {(inputs: Ak_Add_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Kendaraan`)
};

const en_ak_add_vehicle = /** @type {(inputs: Ak_Add_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Vehicle`)
};

/**
* | output |
* | --- |
* | "Add Vehicle" |
*
* @param {Ak_Add_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_add_vehicle = /** @type {((inputs?: Ak_Add_VehicleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Add_VehicleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_add_vehicle(inputs)
	return id_ak_add_vehicle(inputs)
});