/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PaidInputs */

const id_pdf_paid = /** @type {(inputs: Pdf_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lunas`)
};

const en_pdf_paid = /** @type {(inputs: Pdf_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Pdf_PaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_paid = /** @type {((inputs?: Pdf_PaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_paid(inputs)
	return id_pdf_paid(inputs)
});