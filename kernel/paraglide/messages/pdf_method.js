/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_MethodInputs */

const id_pdf_method = /** @type {(inputs: Pdf_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metode`)
};

const en_pdf_method = /** @type {(inputs: Pdf_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {Pdf_MethodInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_method = /** @type {((inputs?: Pdf_MethodInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_MethodInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_method(inputs)
	return id_pdf_method(inputs)
});