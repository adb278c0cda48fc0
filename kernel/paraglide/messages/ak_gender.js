/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_GenderInputs */

const id_ak_gender = /** @type {(inputs: Ak_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis Kelamin`)
};

const en_ak_gender = /** @type {(inputs: Ak_GenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gender`)
};

/**
* | output |
* | --- |
* | "Gender" |
*
* @param {Ak_GenderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_gender = /** @type {((inputs?: Ak_GenderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_GenderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_gender(inputs)
	return id_ak_gender(inputs)
});