/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_Age_Or_YearInputs */

const id_srv_profile_age_or_year = /** @type {(inputs: Srv_Profile_Age_Or_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi usia atau tahun lahir, salah satu saja.`)
};

const en_srv_profile_age_or_year = /** @type {(inputs: Srv_Profile_Age_Or_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the age or the birth year, not both.`)
};

/**
* | output |
* | --- |
* | "Enter the age or the birth year, not both." |
*
* @param {Srv_Profile_Age_Or_YearInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_age_or_year = /** @type {((inputs?: Srv_Profile_Age_Or_YearInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Age_Or_YearInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_age_or_year(inputs)
	return id_srv_profile_age_or_year(inputs)
});