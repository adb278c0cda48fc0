/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Age_Or_YearInputs */

const id_ak_age_or_year = /** @type {(inputs: Ak_Age_Or_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia atau Tahun Lahir`)
};

const en_ak_age_or_year = /** @type {(inputs: Ak_Age_Or_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age or Year of Birth`)
};

/**
* | output |
* | --- |
* | "Age or Year of Birth" |
*
* @param {Ak_Age_Or_YearInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_age_or_year = /** @type {((inputs?: Ak_Age_Or_YearInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Age_Or_YearInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_age_or_year(inputs)
	return id_ak_age_or_year(inputs)
});