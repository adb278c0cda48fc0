/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Book_Gap_NoteInputs */

const id_book_gap_note = /** @type {(inputs: Book_Gap_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} belum ada di akun Anda — lengkapi di Informasi Akun.`)
};

const en_book_gap_note = /** @type {(inputs: Book_Gap_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} not on your account yet — add it in Account Information.`)
};

/**
* | output |
* | --- |
* | "{list} not on your account yet — add it in Account Information." |
*
* @param {Book_Gap_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_gap_note = /** @type {((inputs: Book_Gap_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Gap_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_gap_note(inputs)
	return id_book_gap_note(inputs)
});