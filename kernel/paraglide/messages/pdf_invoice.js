/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_InvoiceInputs */

const id_pdf_invoice = /** @type {(inputs: Pdf_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor Referensi`)
};

const en_pdf_invoice = /** @type {(inputs: Pdf_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference Number`)
};

/**
* | output |
* | --- |
* | "Reference Number" |
*
* @param {Pdf_InvoiceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_invoice = /** @type {((inputs?: Pdf_InvoiceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_InvoiceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_invoice(inputs)
	return id_pdf_invoice(inputs)
});