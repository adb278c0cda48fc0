/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Paid_AtInputs */

const id_pdf_paid_at = /** @type {(inputs: Pdf_Paid_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waktu pembayaran`)
};

const en_pdf_paid_at = /** @type {(inputs: Pdf_Paid_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid at`)
};

/**
* | output |
* | --- |
* | "Paid at" |
*
* @param {Pdf_Paid_AtInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_paid_at = /** @type {((inputs?: Pdf_Paid_AtInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Paid_AtInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_paid_at(inputs)
	return id_pdf_paid_at(inputs)
});