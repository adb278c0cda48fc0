/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_TripInputs */

const id_detail_trip = /** @type {(inputs: Detail_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perjalanan`)
};

const en_detail_trip = /** @type {(inputs: Detail_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip`)
};

/**
* | output |
* | --- |
* | "Trip" |
*
* @param {Detail_TripInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_trip = /** @type {((inputs?: Detail_TripInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_TripInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_trip(inputs)
	return id_detail_trip(inputs)
});