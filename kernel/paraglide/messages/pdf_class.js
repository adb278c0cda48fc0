/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ClassInputs */

const id_pdf_class = /** @type {(inputs: Pdf_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan`)
};

const en_pdf_class = /** @type {(inputs: Pdf_ClassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class`)
};

/**
* | output |
* | --- |
* | "Class" |
*
* @param {Pdf_ClassInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_class = /** @type {((inputs?: Pdf_ClassInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ClassInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_class(inputs)
	return id_pdf_class(inputs)
});