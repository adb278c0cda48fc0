/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_Vehicle_Not_FoundInputs */

const id_srv_profile_vehicle_not_found = /** @type {(inputs: Srv_Profile_Vehicle_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan tidak ditemukan.`)
};

const en_srv_profile_vehicle_not_found = /** @type {(inputs: Srv_Profile_Vehicle_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle not found.`)
};

/**
* | output |
* | --- |
* | "Vehicle not found." |
*
* @param {Srv_Profile_Vehicle_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_vehicle_not_found = /** @type {((inputs?: Srv_Profile_Vehicle_Not_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Vehicle_Not_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_vehicle_not_found(inputs)
	return id_srv_profile_vehicle_not_found(inputs)
});