/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_SubmitInputs */

const id_book_submit = /** @type {(inputs: Book_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan ke Pembayaran`)
};

const en_book_submit = /** @type {(inputs: Book_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to Payment`)
};

/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Book_SubmitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_submit = /** @type {((inputs?: Book_SubmitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_SubmitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_submit(inputs)
	return id_book_submit(inputs)
});