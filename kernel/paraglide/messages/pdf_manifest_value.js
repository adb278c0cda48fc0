/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ age: NonNullable<unknown>, domicile: NonNullable<unknown> }} Pdf_Manifest_ValueInputs */

const id_pdf_manifest_value = /** @type {(inputs: Pdf_Manifest_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} tahun, ${i?.domicile}`)
};

const en_pdf_manifest_value = /** @type {(inputs: Pdf_Manifest_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.age} years, ${i?.domicile}`)
};

/**
* | output |
* | --- |
* | "{age} years, {domicile}" |
*
* @param {Pdf_Manifest_ValueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_manifest_value = /** @type {((inputs: Pdf_Manifest_ValueInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Manifest_ValueInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_manifest_value(inputs)
	return id_pdf_manifest_value(inputs)
});