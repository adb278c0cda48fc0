/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PricesInputs */

const id_pdf_prices = /** @type {(inputs: Pdf_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rincian Harga`)
};

const en_pdf_prices = /** @type {(inputs: Pdf_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price Details`)
};

/**
* | output |
* | --- |
* | "Price Details" |
*
* @param {Pdf_PricesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_prices = /** @type {((inputs?: Pdf_PricesInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PricesInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_prices(inputs)
	return id_pdf_prices(inputs)
});