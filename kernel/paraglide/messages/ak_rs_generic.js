/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_GenericInputs */

const id_ak_rs_generic = /** @type {(inputs: Ak_Rs_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terjadi kesalahan. Coba lagi.`)
};

const en_ak_rs_generic = /** @type {(inputs: Ak_Rs_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Try again.`)
};

/**
* | output |
* | --- |
* | "Something went wrong. Try again." |
*
* @param {Ak_Rs_GenericInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_generic = /** @type {((inputs?: Ak_Rs_GenericInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_GenericInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_generic(inputs)
	return id_ak_rs_generic(inputs)
});