/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Ak_Delete_QuestionInputs */

const id_ak_delete_question = /** @type {(inputs: Ak_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} dihapus dari daftar ini. Tiket yang sudah dipesan tidak berubah.`)
};

const en_ak_delete_question = /** @type {(inputs: Ak_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} will be removed from this list. Tickets already booked do not change.`)
};

/**
* | output |
* | --- |
* | "{what} will be removed from this list. Tickets already booked do not change." |
*
* @param {Ak_Delete_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_question = /** @type {((inputs: Ak_Delete_QuestionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_QuestionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_question(inputs)
	return id_ak_delete_question(inputs)
});