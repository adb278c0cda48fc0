/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_Plate_TakenInputs */

const id_srv_profile_plate_taken = /** @type {(inputs: Srv_Profile_Plate_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor kendaraan ini sudah ada di Kendaraan Saya.`)
};

const en_srv_profile_plate_taken = /** @type {(inputs: Srv_Profile_Plate_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This plate number is already in My Vehicles.`)
};

/**
* | output |
* | --- |
* | "This plate number is already in My Vehicles." |
*
* @param {Srv_Profile_Plate_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_plate_taken = /** @type {((inputs?: Srv_Profile_Plate_TakenInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Plate_TakenInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_plate_taken(inputs)
	return id_srv_profile_plate_taken(inputs)
});