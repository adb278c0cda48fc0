/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Load_MoreInputs */

const id_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muat lebih banyak`)
};

const en_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Load_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const load_more = /** @type {((inputs?: Load_MoreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Load_MoreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_load_more(inputs)
	return id_load_more(inputs)
});