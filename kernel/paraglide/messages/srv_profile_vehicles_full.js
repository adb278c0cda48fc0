/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ vehicles: NonNullable<unknown> }} Srv_Profile_Vehicles_FullInputs */

const id_srv_profile_vehicles_full = /** @type {(inputs: Srv_Profile_Vehicles_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kendaraan Saya sudah berisi ${i?.vehicles} kendaraan. Hapus salah satu untuk menambah yang baru.`)
};

const en_srv_profile_vehicles_full = /** @type {(inputs: Srv_Profile_Vehicles_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My Vehicles already holds ${i?.vehicles} vehicles. Delete one to add a new one.`)
};

/**
* | output |
* | --- |
* | "My Vehicles already holds {vehicles} vehicles. Delete one to add a new one." |
*
* @param {Srv_Profile_Vehicles_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_vehicles_full = /** @type {((inputs: Srv_Profile_Vehicles_FullInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Vehicles_FullInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_vehicles_full(inputs)
	return id_srv_profile_vehicles_full(inputs)
});