/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TicketsInputs */

const id_nav_tickets = /** @type {(inputs: Nav_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket Saya`)
};

const en_nav_tickets = /** @type {(inputs: Nav_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Tickets`)
};

/**
* | output |
* | --- |
* | "My Tickets" |
*
* @param {Nav_TicketsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_tickets = /** @type {((inputs?: Nav_TicketsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TicketsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nav_tickets(inputs)
	return id_nav_tickets(inputs)
});