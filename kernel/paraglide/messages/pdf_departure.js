/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_DepartureInputs */

const id_pdf_departure = /** @type {(inputs: Pdf_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan`)
};

const en_pdf_departure = /** @type {(inputs: Pdf_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Pdf_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_departure = /** @type {((inputs?: Pdf_DepartureInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DepartureInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_departure(inputs)
	return id_pdf_departure(inputs)
});