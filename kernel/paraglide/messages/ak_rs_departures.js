/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_DeparturesInputs */

const id_ak_rs_departures = /** @type {(inputs: Ak_Rs_DeparturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tersedia`)
};

const en_ak_rs_departures = /** @type {(inputs: Ak_Rs_DeparturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available departures`)
};

/**
* | output |
* | --- |
* | "Available departures" |
*
* @param {Ak_Rs_DeparturesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_departures = /** @type {((inputs?: Ak_Rs_DeparturesInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_DeparturesInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_departures(inputs)
	return id_ak_rs_departures(inputs)
});