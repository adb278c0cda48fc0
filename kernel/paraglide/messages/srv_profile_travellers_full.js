/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ travellers: NonNullable<unknown> }} Srv_Profile_Travellers_FullInputs */

const id_srv_profile_travellers_full = /** @type {(inputs: Srv_Profile_Travellers_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Penumpang Tersimpan sudah berisi ${i?.travellers} penumpang. Hapus salah satu untuk menambah yang baru.`)
};

const en_srv_profile_travellers_full = /** @type {(inputs: Srv_Profile_Travellers_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved Passengers already holds ${i?.travellers} passengers. Delete one to add a new one.`)
};

/**
* | output |
* | --- |
* | "Saved Passengers already holds {travellers} passengers. Delete one to add a new one." |
*
* @param {Srv_Profile_Travellers_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_travellers_full = /** @type {((inputs: Srv_Profile_Travellers_FullInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Travellers_FullInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_travellers_full(inputs)
	return id_srv_profile_travellers_full(inputs)
});