/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Price_FootInputs */

const id_price_foot = /** @type {(inputs: Price_FootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pejalan kaki ${i?.type}`)
};

const en_price_foot = /** @type {(inputs: Price_FootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} foot passengers`)
};

/**
* | output |
* | --- |
* | "{type} foot passengers" |
*
* @param {Price_FootInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_foot = /** @type {((inputs: Price_FootInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_FootInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_price_foot(inputs)
	return id_price_foot(inputs)
});