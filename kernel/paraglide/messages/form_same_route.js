/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Same_RouteInputs */

const id_form_same_route = /** @type {(inputs: Form_Same_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan dan tujuan tidak boleh sama`)
};

const en_form_same_route = /** @type {(inputs: Form_Same_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure and destination must differ`)
};

/**
* | output |
* | --- |
* | "Departure and destination must differ" |
*
* @param {Form_Same_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_same_route = /** @type {((inputs?: Form_Same_RouteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Same_RouteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_same_route(inputs)
	return id_form_same_route(inputs)
});