/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Err_Too_ManyInputs */

const id_ak_err_too_many = /** @type {(inputs: Ak_Err_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terlalu banyak permintaan. Silakan coba lagi nanti.`)
};

const en_ak_err_too_many = /** @type {(inputs: Ak_Err_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please try again later.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Ak_Err_Too_ManyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_too_many = /** @type {((inputs?: Ak_Err_Too_ManyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Err_Too_ManyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_err_too_many(inputs)
	return id_ak_err_too_many(inputs)
});