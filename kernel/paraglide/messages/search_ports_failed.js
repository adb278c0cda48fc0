/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Ports_FailedInputs */

const id_search_ports_failed = /** @type {(inputs: Search_Ports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar pelabuhan gagal dimuat.`)
};

const en_search_ports_failed = /** @type {(inputs: Search_Ports_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of ports could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The list of ports could not be loaded." |
*
* @param {Search_Ports_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_ports_failed = /** @type {((inputs?: Search_Ports_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Ports_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_ports_failed(inputs)
	return id_search_ports_failed(inputs)
});