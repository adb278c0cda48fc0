/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gender_MaleInputs */

const id_gender_male = /** @type {(inputs: Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laki - Laki`)
};

const en_gender_male = /** @type {(inputs: Gender_MaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Male`)
};

/**
* | output |
* | --- |
* | "Male" |
*
* @param {Gender_MaleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const gender_male = /** @type {((inputs?: Gender_MaleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gender_MaleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_gender_male(inputs)
	return id_gender_male(inputs)
});