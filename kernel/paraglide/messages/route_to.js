/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_ToInputs */

const id_route_to = /** @type {(inputs: Route_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ke`)
};

const en_route_to = /** @type {(inputs: Route_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

/**
* | output |
* | --- |
* | "to" |
*
* @param {Route_ToInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_to = /** @type {((inputs?: Route_ToInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_ToInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_route_to(inputs)
	return id_route_to(inputs)
});