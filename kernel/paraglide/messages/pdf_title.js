/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_TitleInputs */

const id_pdf_title = /** @type {(inputs: Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Tiket Penyeberangan`)
};

const en_pdf_title = /** @type {(inputs: Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crossing E-Ticket`)
};

/**
* | output |
* | --- |
* | "Crossing E-Ticket" |
*
* @param {Pdf_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_title = /** @type {((inputs?: Pdf_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_title(inputs)
	return id_pdf_title(inputs)
});