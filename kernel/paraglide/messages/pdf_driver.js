/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_DriverInputs */

const id_pdf_driver = /** @type {(inputs: Pdf_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengemudi`)
};

const en_pdf_driver = /** @type {(inputs: Pdf_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver`)
};

/**
* | output |
* | --- |
* | "Driver" |
*
* @param {Pdf_DriverInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_driver = /** @type {((inputs?: Pdf_DriverInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DriverInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_driver(inputs)
	return id_pdf_driver(inputs)
});