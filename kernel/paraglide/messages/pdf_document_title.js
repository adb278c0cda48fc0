/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoice: NonNullable<unknown> }} Pdf_Document_TitleInputs */

const id_pdf_document_title = /** @type {(inputs: Pdf_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-tiket ${i?.invoice}`)
};

const en_pdf_document_title = /** @type {(inputs: Pdf_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-ticket ${i?.invoice}`)
};

/**
* | output |
* | --- |
* | "E-ticket {invoice}" |
*
* @param {Pdf_Document_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_document_title = /** @type {((inputs: Pdf_Document_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Document_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_document_title(inputs)
	return id_pdf_document_title(inputs)
});