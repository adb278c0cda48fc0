/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Edit_TravellerInputs */

const id_ak_edit_traveller = /** @type {(inputs: Ak_Edit_TravellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Penumpang`)
};

const en_ak_edit_traveller = /** @type {(inputs: Ak_Edit_TravellerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Passenger`)
};

/**
* | output |
* | --- |
* | "Edit Passenger" |
*
* @param {Ak_Edit_TravellerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_traveller = /** @type {((inputs?: Ak_Edit_TravellerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Edit_TravellerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_edit_traveller(inputs)
	return id_ak_edit_traveller(inputs)
});