/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Empty_DayInputs */

const id_daftar_empty_day = /** @type {(inputs: Daftar_Empty_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada jadwal keberangkatan pada tanggal ini.`)
};

const en_daftar_empty_day = /** @type {(inputs: Daftar_Empty_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No departures on this date.`)
};

/**
* | output |
* | --- |
* | "No departures on this date." |
*
* @param {Daftar_Empty_DayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_empty_day = /** @type {((inputs?: Daftar_Empty_DayInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Empty_DayInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_empty_day(inputs)
	return id_daftar_empty_day(inputs)
});