/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Named_OnlyInputs */

const id_book_named_only = /** @type {(inputs: Book_Named_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua penumpang jenis ini bernama: hapus lewat tombol Hapus di daftar penumpang.`)
};

const en_book_named_only = /** @type {(inputs: Book_Named_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every passenger of this type has a name: remove one with its Remove button in the passenger list.`)
};

/**
* | output |
* | --- |
* | "Every passenger of this type has a name: remove one with its Remove button in the passenger list." |
*
* @param {Book_Named_OnlyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_named_only = /** @type {((inputs?: Book_Named_OnlyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Named_OnlyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_named_only(inputs)
	return id_book_named_only(inputs)
});