/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown>, unnamed: NonNullable<unknown> }} Receipt_Unnamed_SomeInputs */

const id_receipt_unnamed_some = /** @type {(inputs: Receipt_Unnamed_SomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people}, ${i?.unnamed} tanpa nama`)
};

const en_receipt_unnamed_some = /** @type {(inputs: Receipt_Unnamed_SomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people}, ${i?.unnamed} unnamed`)
};

/**
* | output |
* | --- |
* | "{people}, {unnamed} unnamed" |
*
* @param {Receipt_Unnamed_SomeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_unnamed_some = /** @type {((inputs: Receipt_Unnamed_SomeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Unnamed_SomeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_unnamed_some(inputs)
	return id_receipt_unnamed_some(inputs)
});