/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Err_No_ConnectionInputs */

const id_ak_err_no_connection = /** @type {(inputs: Ak_Err_No_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.`)
};

const en_ak_err_no_connection = /** @type {(inputs: Ak_Err_No_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot reach the server. Check your internet connection and try again.`)
};

/**
* | output |
* | --- |
* | "Cannot reach the server. Check your internet connection and try again." |
*
* @param {Ak_Err_No_ConnectionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_no_connection = /** @type {((inputs?: Ak_Err_No_ConnectionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Err_No_ConnectionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_err_no_connection(inputs)
	return id_ak_err_no_connection(inputs)
});