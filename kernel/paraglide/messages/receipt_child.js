/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ChildInputs */

const id_receipt_child = /** @type {(inputs: Receipt_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anak-anak`)
};

const en_receipt_child = /** @type {(inputs: Receipt_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Receipt_ChildInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_child = /** @type {((inputs?: Receipt_ChildInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ChildInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_child(inputs)
	return id_receipt_child(inputs)
});