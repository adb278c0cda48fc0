/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_AndInputs */

const id_list_and = /** @type {(inputs: List_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dan`)
};

const en_list_and = /** @type {(inputs: List_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

/**
* | output |
* | --- |
* | "and" |
*
* @param {List_AndInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_and = /** @type {((inputs?: List_AndInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_AndInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_list_and(inputs)
	return id_list_and(inputs)
});