/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_No_PassengersInputs */

const id_pdf_no_passengers = /** @type {(inputs: Pdf_No_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada penumpang selain pengemudi.`)
};

const en_pdf_no_passengers = /** @type {(inputs: Pdf_No_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No passengers besides the driver.`)
};

/**
* | output |
* | --- |
* | "No passengers besides the driver." |
*
* @param {Pdf_No_PassengersInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_no_passengers = /** @type {((inputs?: Pdf_No_PassengersInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_PassengersInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_no_passengers(inputs)
	return id_pdf_no_passengers(inputs)
});