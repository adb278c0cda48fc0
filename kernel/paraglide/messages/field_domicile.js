/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_DomicileInputs */

const id_field_domicile = /** @type {(inputs: Field_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili`)
};

const en_field_domicile = /** @type {(inputs: Field_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Town`)
};

/**
* | output |
* | --- |
* | "Home Town" |
*
* @param {Field_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const field_domicile = /** @type {((inputs?: Field_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_field_domicile(inputs)
	return id_field_domicile(inputs)
});