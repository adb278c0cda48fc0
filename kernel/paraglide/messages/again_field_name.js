/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Field_NameInputs */

const id_again_field_name = /** @type {(inputs: Again_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nama`)
};

const en_again_field_name = /** @type {(inputs: Again_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name`)
};

/**
* | output |
* | --- |
* | "name" |
*
* @param {Again_Field_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_field_name = /** @type {((inputs?: Again_Field_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Field_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_field_name(inputs)
	return id_again_field_name(inputs)
});