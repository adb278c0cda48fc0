/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Availability_Sold_OutInputs */

const id_availability_sold_out = /** @type {(inputs: Availability_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket habis`)
};

const en_availability_sold_out = /** @type {(inputs: Availability_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold out`)
};

/**
* | output |
* | --- |
* | "Sold out" |
*
* @param {Availability_Sold_OutInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const availability_sold_out = /** @type {((inputs?: Availability_Sold_OutInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Availability_Sold_OutInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_availability_sold_out(inputs)
	return id_availability_sold_out(inputs)
});