/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_OfflineInputs */

const id_book_offline = /** @type {(inputs: Book_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal tidak dapat dimuat saat offline`)
};

const en_book_offline = /** @type {(inputs: Book_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The departure cannot be loaded while offline`)
};

/**
* | output |
* | --- |
* | "The departure cannot be loaded while offline" |
*
* @param {Book_OfflineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_offline = /** @type {((inputs?: Book_OfflineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_OfflineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_offline(inputs)
	return id_book_offline(inputs)
});