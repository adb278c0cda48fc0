/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Same_DepartureInputs */

const id_srv_ticket_same_departure = /** @type {(inputs: Srv_Ticket_Same_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih keberangkatan lain dari jadwal tiket ini.`)
};

const en_srv_ticket_same_departure = /** @type {(inputs: Srv_Ticket_Same_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a departure other than this ticket's.`)
};

/**
* | output |
* | --- |
* | "Choose a departure other than this ticket's." |
*
* @param {Srv_Ticket_Same_DepartureInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_same_departure = /** @type {((inputs?: Srv_Ticket_Same_DepartureInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Same_DepartureInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_same_departure(inputs)
	return id_srv_ticket_same_departure(inputs)
});