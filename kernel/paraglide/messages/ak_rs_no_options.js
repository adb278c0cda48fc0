/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_No_OptionsInputs */

const id_ak_rs_no_options = /** @type {(inputs: Ak_Rs_No_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada keberangkatan lain yang dapat dipilih pada tanggal ini.`)
};

const en_ak_rs_no_options = /** @type {(inputs: Ak_Rs_No_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other departures to choose on this date.`)
};

/**
* | output |
* | --- |
* | "No other departures to choose on this date." |
*
* @param {Ak_Rs_No_OptionsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_no_options = /** @type {((inputs?: Ak_Rs_No_OptionsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_No_OptionsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_no_options(inputs)
	return id_ak_rs_no_options(inputs)
});