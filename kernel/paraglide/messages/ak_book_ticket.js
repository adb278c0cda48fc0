/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Book_TicketInputs */

const id_ak_book_ticket = /** @type {(inputs: Ak_Book_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesan Tiket`)
};

const en_ak_book_ticket = /** @type {(inputs: Ak_Book_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Ticket`)
};

/**
* | output |
* | --- |
* | "Book a Ticket" |
*
* @param {Ak_Book_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_book_ticket = /** @type {((inputs?: Ak_Book_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Book_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_book_ticket(inputs)
	return id_ak_book_ticket(inputs)
});