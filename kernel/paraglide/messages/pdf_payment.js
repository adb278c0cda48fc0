/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PaymentInputs */

const id_pdf_payment = /** @type {(inputs: Pdf_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran`)
};

const en_pdf_payment = /** @type {(inputs: Pdf_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Pdf_PaymentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_payment = /** @type {((inputs?: Pdf_PaymentInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PaymentInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_payment(inputs)
	return id_pdf_payment(inputs)
});