/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Age_Or_Year_HintInputs */

const id_ak_age_or_year_hint = /** @type {(inputs: Ak_Age_Or_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi usia (mis. 34) atau tahun lahir (mis. 1990). Usia dihitung ulang pada tanggal keberangkatan.`)
};

const en_ak_age_or_year_hint = /** @type {(inputs: Ak_Age_Or_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the age (e.g. 34) or the year of birth (e.g. 1990). The age is worked out again on the departure date.`)
};

/**
* | output |
* | --- |
* | "Enter the age (e.g. 34) or the year of birth (e.g. 1990). The age is worked out again on the departure date." |
*
* @param {Ak_Age_Or_Year_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_age_or_year_hint = /** @type {((inputs?: Ak_Age_Or_Year_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Age_Or_Year_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_age_or_year_hint(inputs)
	return id_ak_age_or_year_hint(inputs)
});