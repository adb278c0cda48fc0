/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_InvalidInputs */

const id_ak_rs_invalid = /** @type {(inputs: Ak_Rs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan ditolak server. Muat ulang halaman lalu coba lagi.`)
};

const en_ak_rs_invalid = /** @type {(inputs: Ak_Rs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the request. Reload the page and try again.`)
};

/**
* | output |
* | --- |
* | "The server refused the request. Reload the page and try again." |
*
* @param {Ak_Rs_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_invalid = /** @type {((inputs?: Ak_Rs_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_invalid(inputs)
	return id_ak_rs_invalid(inputs)
});