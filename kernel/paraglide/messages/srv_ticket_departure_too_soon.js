/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Departure_Too_SoonInputs */

const id_srv_ticket_departure_too_soon = /** @type {(inputs: Srv_Ticket_Departure_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tujuan sudah terlalu dekat atau di luar jangka waktu pemesanan.`)
};

const en_srv_ticket_departure_too_soon = /** @type {(inputs: Srv_Ticket_Departure_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new departure is too soon or outside the booking window.`)
};

/**
* | output |
* | --- |
* | "The new departure is too soon or outside the booking window." |
*
* @param {Srv_Ticket_Departure_Too_SoonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_departure_too_soon = /** @type {((inputs?: Srv_Ticket_Departure_Too_SoonInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Departure_Too_SoonInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_departure_too_soon(inputs)
	return id_srv_ticket_departure_too_soon(inputs)
});