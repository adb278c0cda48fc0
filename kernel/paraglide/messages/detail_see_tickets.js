/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_See_TicketsInputs */

const id_detail_see_tickets = /** @type {(inputs: Detail_See_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lihat Tiket Saya`)
};

const en_detail_see_tickets = /** @type {(inputs: Detail_See_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See My Tickets`)
};

/**
* | output |
* | --- |
* | "See My Tickets" |
*
* @param {Detail_See_TicketsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_see_tickets = /** @type {((inputs?: Detail_See_TicketsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_See_TicketsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_see_tickets(inputs)
	return id_detail_see_tickets(inputs)
});