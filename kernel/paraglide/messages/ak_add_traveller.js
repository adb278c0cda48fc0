/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Add_TravellerInputs */

const id_ak_add_traveller = /** @type {(inputs: Ak_Add_TravellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Penumpang`)
};

const en_ak_add_traveller = /** @type {(inputs: Ak_Add_TravellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Passenger`)
};

/**
* | output |
* | --- |
* | "Add Passenger" |
*
* @param {Ak_Add_TravellerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_add_traveller = /** @type {((inputs?: Ak_Add_TravellerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Add_TravellerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_add_traveller(inputs)
	return id_ak_add_traveller(inputs)
});