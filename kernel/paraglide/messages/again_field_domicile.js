/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Field_DomicileInputs */

const id_again_field_domicile = /** @type {(inputs: Again_Field_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`domisili`)
};

const en_again_field_domicile = /** @type {(inputs: Again_Field_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`home town`)
};

/**
* | output |
* | --- |
* | "home town" |
*
* @param {Again_Field_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_domicile = /** @type {((inputs?: Again_Field_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Field_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_field_domicile(inputs)
	return id_again_field_domicile(inputs)
});