/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_Birth_Year_InvalidInputs */

const id_srv_profile_birth_year_invalid = /** @type {(inputs: Srv_Profile_Birth_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tahun lahir tidak valid.`)
};

const en_srv_profile_birth_year_invalid = /** @type {(inputs: Srv_Profile_Birth_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The birth year is not valid.`)
};

/**
* | output |
* | --- |
* | "The birth year is not valid." |
*
* @param {Srv_Profile_Birth_Year_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_birth_year_invalid = /** @type {((inputs?: Srv_Profile_Birth_Year_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_Birth_Year_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_birth_year_invalid(inputs)
	return id_srv_profile_birth_year_invalid(inputs)
});