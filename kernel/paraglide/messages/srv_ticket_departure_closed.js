/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Departure_ClosedInputs */

const id_srv_ticket_departure_closed = /** @type {(inputs: Srv_Ticket_Departure_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tujuan tidak dibuka untuk penjualan.`)
};

const en_srv_ticket_departure_closed = /** @type {(inputs: Srv_Ticket_Departure_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new departure is not open for sale.`)
};

/**
* | output |
* | --- |
* | "The new departure is not open for sale." |
*
* @param {Srv_Ticket_Departure_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_closed = /** @type {((inputs?: Srv_Ticket_Departure_ClosedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Departure_ClosedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_departure_closed(inputs)
	return id_srv_ticket_departure_closed(inputs)
});