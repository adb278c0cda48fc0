/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PlateInputs */

const id_pdf_plate = /** @type {(inputs: Pdf_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor kendaraan`)
};

const en_pdf_plate = /** @type {(inputs: Pdf_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate number`)
};

/**
* | output |
* | --- |
* | "Plate number" |
*
* @param {Pdf_PlateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_plate = /** @type {((inputs?: Pdf_PlateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PlateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_plate(inputs)
	return id_pdf_plate(inputs)
});