/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nearest_None_TodayInputs */

const id_nearest_none_today = /** @type {(inputs: Nearest_None_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada keberangkatan lagi hari ini.`)
};

const en_nearest_none_today = /** @type {(inputs: Nearest_None_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more departures today.`)
};

/**
* | output |
* | --- |
* | "No more departures today." |
*
* @param {Nearest_None_TodayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_none_today = /** @type {((inputs?: Nearest_None_TodayInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nearest_None_TodayInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nearest_none_today(inputs)
	return id_nearest_none_today(inputs)
});