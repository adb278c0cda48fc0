/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Loading_CrossingInputs */

const id_beranda_loading_crossing = /** @type {(inputs: Beranda_Loading_CrossingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat penyeberangan`)
};

const en_beranda_loading_crossing = /** @type {(inputs: Beranda_Loading_CrossingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading crossings`)
};

/**
* | output |
* | --- |
* | "Loading crossings" |
*
* @param {Beranda_Loading_CrossingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_loading_crossing = /** @type {((inputs?: Beranda_Loading_CrossingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Loading_CrossingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_loading_crossing(inputs)
	return id_beranda_loading_crossing(inputs)
});