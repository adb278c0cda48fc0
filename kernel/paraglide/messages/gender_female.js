/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gender_FemaleInputs */

const id_gender_female = /** @type {(inputs: Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perempuan`)
};

const en_gender_female = /** @type {(inputs: Gender_FemaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Female`)
};

/**
* | output |
* | --- |
* | "Female" |
*
* @param {Gender_FemaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const gender_female = /** @type {((inputs?: Gender_FemaleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gender_FemaleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_gender_female(inputs)
	return id_gender_female(inputs)
});