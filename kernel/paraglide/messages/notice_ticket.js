/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoice: NonNullable<unknown>, route: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, link: NonNullable<unknown> }} Notice_TicketInputs */

const id_notice_ticket = /** @type {(inputs: Notice_TicketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tiket ${i?.invoice} sudah dibayar. ${i?.route}, ${i?.date} pukul ${i?.time}. Lihat tiket Anda: ${i?.link}`)
};

const en_notice_ticket = /** @type {(inputs: Notice_TicketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.invoice} is paid. ${i?.route}, ${i?.date} at ${i?.time}. See your ticket: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Ticket {invoice} is paid. {route}, {date} at {time}. See your ticket: {link}" |
*
* @param {Notice_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_ticket = /** @type {((inputs: Notice_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_ticket(inputs)
	return id_notice_ticket(inputs)
});