/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Complete_AccountInputs */

const id_book_complete_account = /** @type {(inputs: Book_Complete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lengkapi Informasi Akun`)
};

const en_book_complete_account = /** @type {(inputs: Book_Complete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Account Information`)
};

/**
* | output |
* | --- |
* | "Complete Account Information" |
*
* @param {Book_Complete_AccountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_complete_account = /** @type {((inputs?: Book_Complete_AccountInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Complete_AccountInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_complete_account(inputs)
	return id_book_complete_account(inputs)
});