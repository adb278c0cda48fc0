/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_SectionInputs */

const id_saved_section = /** @type {(inputs: Saved_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data tersimpan`)
};

const en_saved_section = /** @type {(inputs: Saved_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved details`)
};

/**
* | output |
* | --- |
* | "Saved details" |
*
* @param {Saved_SectionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_section = /** @type {((inputs?: Saved_SectionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_SectionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_section(inputs)
	return id_saved_section(inputs)
});