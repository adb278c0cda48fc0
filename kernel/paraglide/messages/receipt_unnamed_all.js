/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown> }} Receipt_Unnamed_AllInputs */

const id_receipt_unnamed_all = /** @type {(inputs: Receipt_Unnamed_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people}, tanpa nama`)
};

const en_receipt_unnamed_all = /** @type {(inputs: Receipt_Unnamed_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people}, no names`)
};

/**
* | output |
* | --- |
* | "{people}, no names" |
*
* @param {Receipt_Unnamed_AllInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_unnamed_all = /** @type {((inputs: Receipt_Unnamed_AllInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Unnamed_AllInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_unnamed_all(inputs)
	return id_receipt_unnamed_all(inputs)
});