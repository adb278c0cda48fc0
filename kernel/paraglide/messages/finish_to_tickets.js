/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_To_TicketsInputs */

const id_finish_to_tickets = /** @type {(inputs: Finish_To_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ke Tiket Saya`)
};

const en_finish_to_tickets = /** @type {(inputs: Finish_To_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to My Tickets`)
};

/**
* | output |
* | --- |
* | "Go to My Tickets" |
*
* @param {Finish_To_TicketsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_to_tickets = /** @type {((inputs?: Finish_To_TicketsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_To_TicketsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_to_tickets(inputs)
	return id_finish_to_tickets(inputs)
});