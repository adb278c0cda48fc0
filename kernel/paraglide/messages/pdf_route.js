/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_RouteInputs */

const id_pdf_route = /** @type {(inputs: Pdf_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rute`)
};

const en_pdf_route = /** @type {(inputs: Pdf_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Pdf_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_route = /** @type {((inputs?: Pdf_RouteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_RouteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_route(inputs)
	return id_pdf_route(inputs)
});