/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Again_Note_Unnamed_Gone_OneInputs */

const id_again_note_unnamed_gone_one = /** @type {(inputs: Again_Note_Unnamed_Gone_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} penumpang tanpa nama tidak diisi: jenis penumpangnya tidak tersedia lagi.`)
};

const en_again_note_unnamed_gone_one = /** @type {(inputs: Again_Note_Unnamed_Gone_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} passenger without a name was not added: their passenger type is no longer available.`)
};

/**
* | output |
* | --- |
* | "{count} passenger without a name was not added: their passenger type is no longer available." |
*
* @param {Again_Note_Unnamed_Gone_OneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_unnamed_gone_one = /** @type {((inputs: Again_Note_Unnamed_Gone_OneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Unnamed_Gone_OneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_unnamed_gone_one(inputs)
	return id_again_note_unnamed_gone_one(inputs)
});