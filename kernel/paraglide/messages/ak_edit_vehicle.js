/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Edit_VehicleInputs */

const id_ak_edit_vehicle = /** @type {(inputs: Ak_Edit_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Kendaraan`)
};

const en_ak_edit_vehicle = /** @type {(inputs: Ak_Edit_VehicleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Vehicle`)
};

/**
* | output |
* | --- |
* | "Edit Vehicle" |
*
* @param {Ak_Edit_VehicleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_vehicle = /** @type {((inputs?: Ak_Edit_VehicleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Edit_VehicleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_edit_vehicle(inputs)
	return id_ak_edit_vehicle(inputs)
});