/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Err_GenericInputs */

const id_ak_err_generic = /** @type {(inputs: Ak_Err_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan gagal diproses. Silakan coba lagi.`)
};

const en_ak_err_generic = /** @type {(inputs: Ak_Err_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request could not be processed. Please try again.`)
};

/**
* | output |
* | --- |
* | "The request could not be processed. Please try again." |
*
* @param {Ak_Err_GenericInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_generic = /** @type {((inputs?: Ak_Err_GenericInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Err_GenericInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_err_generic(inputs)
	return id_ak_err_generic(inputs)
});