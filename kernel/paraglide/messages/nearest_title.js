/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nearest_TitleInputs */

const id_nearest_title = /** @type {(inputs: Nearest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan Terdekat`)
};

const en_nearest_title = /** @type {(inputs: Nearest_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next Departures`)
};

/**
* | output |
* | --- |
* | "Next Departures" |
*
* @param {Nearest_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nearest_title = /** @type {((inputs?: Nearest_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nearest_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nearest_title(inputs)
	return id_nearest_title(inputs)
});