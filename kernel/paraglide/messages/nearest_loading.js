/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nearest_LoadingInputs */

const id_nearest_loading = /** @type {(inputs: Nearest_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat keberangkatan terdekat…`)
};

const en_nearest_loading = /** @type {(inputs: Nearest_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the next departures…`)
};

/**
* | output |
* | --- |
* | "Loading the next departures…" |
*
* @param {Nearest_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_loading = /** @type {((inputs?: Nearest_LoadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nearest_LoadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nearest_loading(inputs)
	return id_nearest_loading(inputs)
});