/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_Name_TakenInputs */

const id_srv_profile_name_taken = /** @type {(inputs: Srv_Profile_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang dengan nama ini sudah ada di Penumpang Tersimpan.`)
};

const en_srv_profile_name_taken = /** @type {(inputs: Srv_Profile_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passenger with this name is already in Saved Passengers.`)
};

/**
* | output |
* | --- |
* | "A passenger with this name is already in Saved Passengers." |
*
* @param {Srv_Profile_Name_TakenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_name_taken = /** @type {((inputs?: Srv_Profile_Name_TakenInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Name_TakenInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_name_taken(inputs)
	return id_srv_profile_name_taken(inputs)
});