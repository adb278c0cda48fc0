/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ShipInputs */

const id_pdf_ship = /** @type {(inputs: Pdf_ShipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapal`)
};

const en_pdf_ship = /** @type {(inputs: Pdf_ShipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship`)
};

/**
* | output |
* | --- |
* | "Ship" |
*
* @param {Pdf_ShipInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_ship = /** @type {((inputs?: Pdf_ShipInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ShipInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_ship(inputs)
	return id_pdf_ship(inputs)
});