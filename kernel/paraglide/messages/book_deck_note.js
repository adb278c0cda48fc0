/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Deck_NoteInputs */

const id_book_deck_note = /** @type {(inputs: Book_Deck_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan Normal Deck, HDD, dan DD tidak disarankan untuk membeli tiket secara online karena keterbatasan kapasitas.`)
};

const en_book_deck_note = /** @type {(inputs: Book_Deck_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal Deck, HDD and DD vehicles are not recommended for online tickets because of limited capacity.`)
};

/**
* | output |
* | --- |
* | "Normal Deck, HDD and DD vehicles are not recommended for online tickets because of limited capacity." |
*
* @param {Book_Deck_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_deck_note = /** @type {((inputs?: Book_Deck_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Deck_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_deck_note(inputs)
	return id_book_deck_note(inputs)
});