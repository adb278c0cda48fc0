/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Gender_Male_OptionInputs */

const id_ak_gender_male_option = /** @type {(inputs: Ak_Gender_Male_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laki - laki`)
};

const en_ak_gender_male_option = /** @type {(inputs: Ak_Gender_Male_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

/**
* | output |
* | --- |
* | "Male" |
*
* @param {Ak_Gender_Male_OptionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_gender_male_option = /** @type {((inputs?: Ak_Gender_Male_OptionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Gender_Male_OptionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_gender_male_option(inputs)
	return id_ak_gender_male_option(inputs)
});