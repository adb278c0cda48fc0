/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Child_NoteInputs */

const id_book_child_note = /** @type {(inputs: Book_Child_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori anak-anak hanya untuk penumpang berusia di bawah 5 tahun.`)
};

const en_book_child_note = /** @type {(inputs: Book_Child_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The child category is only for passengers under 5 years old.`)
};

/**
* | output |
* | --- |
* | "The child category is only for passengers under 5 years old." |
*
* @param {Book_Child_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_child_note = /** @type {((inputs?: Book_Child_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Child_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_child_note(inputs)
	return id_book_child_note(inputs)
});