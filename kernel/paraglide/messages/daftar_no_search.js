/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_No_SearchInputs */

const id_daftar_no_search = /** @type {(inputs: Daftar_No_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada pencarian jadwal. Pilih keberangkatan, tujuan dan tanggal di Beranda.`)
};

const en_daftar_no_search = /** @type {(inputs: Daftar_No_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No search yet. Choose the departure, destination and date on Home.`)
};

/**
* | output |
* | --- |
* | "No search yet. Choose the departure, destination and date on Home." |
*
* @param {Daftar_No_SearchInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_no_search = /** @type {((inputs?: Daftar_No_SearchInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_No_SearchInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_no_search(inputs)
	return id_daftar_no_search(inputs)
});