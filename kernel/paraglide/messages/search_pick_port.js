/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Pick_PortInputs */

const id_search_pick_port = /** @type {(inputs: Search_Pick_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih pelabuhan`)
};

const en_search_pick_port = /** @type {(inputs: Search_Pick_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a port`)
};

/**
* | output |
* | --- |
* | "Choose a port" |
*
* @param {Search_Pick_PortInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_pick_port = /** @type {((inputs?: Search_Pick_PortInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Pick_PortInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_search_pick_port(inputs)
	return id_search_pick_port(inputs)
});