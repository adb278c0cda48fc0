/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Ak_BornInputs */

const id_ak_born = /** @type {(inputs: Ak_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lahir ${i?.year}`)
};

const en_ak_born = /** @type {(inputs: Ak_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`born ${i?.year}`)
};

/**
* | output |
* | --- |
* | "born {year}" |
*
* @param {Ak_BornInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_born = /** @type {((inputs: Ak_BornInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_BornInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_born(inputs)
	return id_ak_born(inputs)
});