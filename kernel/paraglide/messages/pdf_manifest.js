/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_ManifestInputs */

const id_pdf_manifest = /** @type {(inputs: Pdf_ManifestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manifes`)
};

const en_pdf_manifest = /** @type {(inputs: Pdf_ManifestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manifest`)
};

/**
* | output |
* | --- |
* | "Manifest" |
*
* @param {Pdf_ManifestInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_manifest = /** @type {((inputs?: Pdf_ManifestInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ManifestInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_manifest(inputs)
	return id_pdf_manifest(inputs)
});