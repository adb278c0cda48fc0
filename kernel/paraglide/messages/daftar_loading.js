/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_LoadingInputs */

const id_daftar_loading = /** @type {(inputs: Daftar_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat jadwal…`)
};

const en_daftar_loading = /** @type {(inputs: Daftar_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading departures…`)
};

/**
* | output |
* | --- |
* | "Loading departures…" |
*
* @param {Daftar_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_loading = /** @type {((inputs?: Daftar_LoadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_LoadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_loading(inputs)
	return id_daftar_loading(inputs)
});