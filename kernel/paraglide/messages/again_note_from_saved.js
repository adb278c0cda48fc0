/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Again_Note_From_SavedInputs */

const id_again_note_from_saved = /** @type {(inputs: Again_Note_From_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dari Penumpang Tersimpan: ${i?.names}. Periksa apakah mereka ikut.`)
};

const en_again_note_from_saved = /** @type {(inputs: Again_Note_From_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From Saved Passengers: ${i?.names}. Check that they are travelling.`)
};

/**
* | output |
* | --- |
* | "From Saved Passengers: {names}. Check that they are travelling." |
*
* @param {Again_Note_From_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_from_saved = /** @type {((inputs: Again_Note_From_SavedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_From_SavedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_from_saved(inputs)
	return id_again_note_from_saved(inputs)
});