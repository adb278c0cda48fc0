/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_PriceInputs */

const id_ak_price = /** @type {(inputs: Ak_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harga tiket`)
};

const en_ak_price = /** @type {(inputs: Ak_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket price`)
};

/**
* | output |
* | --- |
* | "Ticket price" |
*
* @param {Ak_PriceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_price = /** @type {((inputs?: Ak_PriceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_PriceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_price(inputs)
	return id_ak_price(inputs)
});