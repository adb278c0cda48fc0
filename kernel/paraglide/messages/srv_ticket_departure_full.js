/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Departure_FullInputs */

const id_srv_ticket_departure_full = /** @type {(inputs: Srv_Ticket_Departure_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapasitas keberangkatan ini sudah penuh.`)
};

const en_srv_ticket_departure_full = /** @type {(inputs: Srv_Ticket_Departure_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure is full.`)
};

/**
* | output |
* | --- |
* | "This departure is full." |
*
* @param {Srv_Ticket_Departure_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_full = /** @type {((inputs?: Srv_Ticket_Departure_FullInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Departure_FullInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_departure_full(inputs)
	return id_srv_ticket_departure_full(inputs)
});