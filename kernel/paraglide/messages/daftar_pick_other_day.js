/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Pick_Other_DayInputs */

const id_daftar_pick_other_day = /** @type {(inputs: Daftar_Pick_Other_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih tanggal lain di atas.`)
};

const en_daftar_pick_other_day = /** @type {(inputs: Daftar_Pick_Other_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another date above.`)
};

/**
* | output |
* | --- |
* | "Choose another date above." |
*
* @param {Daftar_Pick_Other_DayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_pick_other_day = /** @type {((inputs?: Daftar_Pick_Other_DayInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Pick_Other_DayInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_pick_other_day(inputs)
	return id_daftar_pick_other_day(inputs)
});