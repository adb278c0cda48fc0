/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Loading_MoreInputs */

const id_daftar_loading_more = /** @type {(inputs: Daftar_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat jadwal berikutnya…`)
};

const en_daftar_loading_more = /** @type {(inputs: Daftar_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading more departures…`)
};

/**
* | output |
* | --- |
* | "Loading more departures…" |
*
* @param {Daftar_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_loading_more = /** @type {((inputs?: Daftar_Loading_MoreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Loading_MoreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_loading_more(inputs)
	return id_daftar_loading_more(inputs)
});