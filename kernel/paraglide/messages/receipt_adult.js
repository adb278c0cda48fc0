/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_AdultInputs */

const id_receipt_adult = /** @type {(inputs: Receipt_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dewasa`)
};

const en_receipt_adult = /** @type {(inputs: Receipt_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adult`)
};

/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Receipt_AdultInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_adult = /** @type {((inputs?: Receipt_AdultInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_AdultInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_adult(inputs)
	return id_receipt_adult(inputs)
});