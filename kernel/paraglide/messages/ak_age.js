/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_AgeInputs */

const id_ak_age = /** @type {(inputs: Ak_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia`)
};

const en_ak_age = /** @type {(inputs: Ak_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

/**
* | output |
* | --- |
* | "Age" |
*
* @param {Ak_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_age = /** @type {((inputs?: Ak_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_age(inputs)
	return id_ak_age(inputs)
});