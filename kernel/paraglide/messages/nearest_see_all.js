/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nearest_See_AllInputs */

const id_nearest_see_all = /** @type {(inputs: Nearest_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lihat semua`)
};

const en_nearest_see_all = /** @type {(inputs: Nearest_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all`)
};

/**
* | output |
* | --- |
* | "See all" |
*
* @param {Nearest_See_AllInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_see_all = /** @type {((inputs?: Nearest_See_AllInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nearest_See_AllInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nearest_see_all(inputs)
	return id_nearest_see_all(inputs)
});