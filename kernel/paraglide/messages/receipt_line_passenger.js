/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Receipt_Line_PassengerInputs */

const id_receipt_line_passenger = /** @type {(inputs: Receipt_Line_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Penumpang ${i?.type}`)
};

const en_receipt_line_passenger = /** @type {(inputs: Receipt_Line_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} passenger`)
};

/**
* | output |
* | --- |
* | "{type} passenger" |
*
* @param {Receipt_Line_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_line_passenger = /** @type {((inputs: Receipt_Line_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Line_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_line_passenger(inputs)
	return id_receipt_line_passenger(inputs)
});