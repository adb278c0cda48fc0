/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Receipt_Line_FootInputs */

const id_receipt_line_foot = /** @type {(inputs: Receipt_Line_FootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pejalan kaki ${i?.type}`)
};

const en_receipt_line_foot = /** @type {(inputs: Receipt_Line_FootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} foot passenger`)
};

/**
* | output |
* | --- |
* | "{type} foot passenger" |
*
* @param {Receipt_Line_FootInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_foot = /** @type {((inputs: Receipt_Line_FootInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_FootInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_foot(inputs)
	return id_receipt_line_foot(inputs)
});