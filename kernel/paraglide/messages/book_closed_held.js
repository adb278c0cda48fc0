/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Closed_HeldInputs */

const id_book_closed_held = /** @type {(inputs: Book_Closed_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini ditahan oleh operator. Silakan pilih jadwal lain.`)
};

const en_book_closed_held = /** @type {(inputs: Book_Closed_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator is holding this departure. Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "The operator is holding this departure. Please choose another departure." |
*
* @param {Book_Closed_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_closed_held = /** @type {((inputs?: Book_Closed_HeldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Closed_HeldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_closed_held(inputs)
	return id_book_closed_held(inputs)
});