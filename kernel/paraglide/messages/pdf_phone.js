/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PhoneInputs */

const id_pdf_phone = /** @type {(inputs: Pdf_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor HP`)
};

const en_pdf_phone = /** @type {(inputs: Pdf_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile number`)
};

/**
* | output |
* | --- |
* | "Mobile number" |
*
* @param {Pdf_PhoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_phone = /** @type {((inputs?: Pdf_PhoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PhoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_phone(inputs)
	return id_pdf_phone(inputs)
});