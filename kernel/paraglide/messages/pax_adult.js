/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pax_AdultInputs */

const id_pax_adult = /** @type {(inputs: Pax_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dewasa`)
};

const en_pax_adult = /** @type {(inputs: Pax_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adult`)
};

/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Pax_AdultInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pax_adult = /** @type {((inputs?: Pax_AdultInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pax_AdultInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pax_adult(inputs)
	return id_pax_adult(inputs)
});