/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_TravellersInputs */

const id_saved_travellers = /** @type {(inputs: Saved_TravellersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang Tersimpan`)
};

const en_saved_travellers = /** @type {(inputs: Saved_TravellersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved Passengers`)
};

/**
* | output |
* | --- |
* | "Saved Passengers" |
*
* @param {Saved_TravellersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_travellers = /** @type {((inputs?: Saved_TravellersInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_TravellersInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_travellers(inputs)
	return id_saved_travellers(inputs)
});