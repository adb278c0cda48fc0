/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Saved_Gender_ForInputs */

const id_saved_gender_for = /** @type {(inputs: Saved_Gender_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jenis Kelamin ${i?.name}`)
};

const en_saved_gender_for = /** @type {(inputs: Saved_Gender_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gender of ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Gender of {name}" |
*
* @param {Saved_Gender_ForInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_gender_for = /** @type {((inputs: Saved_Gender_ForInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Gender_ForInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_gender_for(inputs)
	return id_saved_gender_for(inputs)
});