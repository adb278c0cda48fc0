/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_DepartureInputs */

const id_ak_history_departure = /** @type {(inputs: Ak_History_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan`)
};

const en_ak_history_departure = /** @type {(inputs: Ak_History_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Ak_History_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_departure = /** @type {((inputs?: Ak_History_DepartureInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_DepartureInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_departure(inputs)
	return id_ak_history_departure(inputs)
});