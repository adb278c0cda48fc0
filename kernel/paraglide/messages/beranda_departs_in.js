/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Departs_InInputs */

const id_beranda_departs_in = /** @type {(inputs: Beranda_Departs_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berangkat dalam`)
};

const en_beranda_departs_in = /** @type {(inputs: Beranda_Departs_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departs in`)
};

/**
* | output |
* | --- |
* | "Departs in" |
*
* @param {Beranda_Departs_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_departs_in = /** @type {((inputs?: Beranda_Departs_InInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Departs_InInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_departs_in(inputs)
	return id_beranda_departs_in(inputs)
});