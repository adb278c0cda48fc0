/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Day_TabsInputs */

const id_daftar_day_tabs = /** @type {(inputs: Daftar_Day_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal keberangkatan`)
};

const en_daftar_day_tabs = /** @type {(inputs: Daftar_Day_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure date`)
};

/**
* | output |
* | --- |
* | "Departure date" |
*
* @param {Daftar_Day_TabsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_day_tabs = /** @type {((inputs?: Daftar_Day_TabsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Day_TabsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_day_tabs(inputs)
	return id_daftar_day_tabs(inputs)
});