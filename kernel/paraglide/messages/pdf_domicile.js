/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_DomicileInputs */

const id_pdf_domicile = /** @type {(inputs: Pdf_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili`)
};

const en_pdf_domicile = /** @type {(inputs: Pdf_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home town`)
};

/**
* | output |
* | --- |
* | "Home town" |
*
* @param {Pdf_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_domicile = /** @type {((inputs?: Pdf_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_domicile(inputs)
	return id_pdf_domicile(inputs)
});