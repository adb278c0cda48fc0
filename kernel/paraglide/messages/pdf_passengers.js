/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PassengersInputs */

const id_pdf_passengers = /** @type {(inputs: Pdf_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang`)
};

const en_pdf_passengers = /** @type {(inputs: Pdf_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passengers`)
};

/**
* | output |
* | --- |
* | "Passengers" |
*
* @param {Pdf_PassengersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_passengers = /** @type {((inputs?: Pdf_PassengersInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PassengersInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_passengers(inputs)
	return id_pdf_passengers(inputs)
});