/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, age: NonNullable<unknown>, date: NonNullable<unknown> }} Again_Saved_MisfitInputs */

const id_again_saved_misfit = /** @type {(inputs: Again_Saved_MisfitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.age} tahun pada ${i?.date}) tidak sesuai jenis penumpang mana pun untuk keberangkatan ini.`)
};

const en_again_saved_misfit = /** @type {(inputs: Again_Saved_MisfitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (age ${i?.age} on ${i?.date}) fits no passenger type on this departure.`)
};

/**
* | output |
* | --- |
* | "{name} (age {age} on {date}) fits no passenger type on this departure." |
*
* @param {Again_Saved_MisfitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_saved_misfit = /** @type {((inputs: Again_Saved_MisfitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Saved_MisfitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_saved_misfit(inputs)
	return id_again_saved_misfit(inputs)
});