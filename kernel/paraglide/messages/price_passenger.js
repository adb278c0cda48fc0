/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Price_PassengerInputs */

const id_price_passenger = /** @type {(inputs: Price_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Penumpang ${i?.type}`)
};

const en_price_passenger = /** @type {(inputs: Price_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} passengers`)
};

/**
* | output |
* | --- |
* | "{type} passengers" |
*
* @param {Price_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const price_passenger = /** @type {((inputs: Price_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Price_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_price_passenger(inputs)
	return id_price_passenger(inputs)
});