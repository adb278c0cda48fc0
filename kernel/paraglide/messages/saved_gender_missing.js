/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_Gender_MissingInputs */

const id_saved_gender_missing = /** @type {(inputs: Saved_Gender_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang tanpa jenis kelamin tidak ikut disimpan.`)
};

const en_saved_gender_missing = /** @type {(inputs: Saved_Gender_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passengers without a gender are not saved.`)
};

/**
* | output |
* | --- |
* | "Passengers without a gender are not saved." |
*
* @param {Saved_Gender_MissingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_gender_missing = /** @type {((inputs?: Saved_Gender_MissingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Gender_MissingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_gender_missing(inputs)
	return id_saved_gender_missing(inputs)
});