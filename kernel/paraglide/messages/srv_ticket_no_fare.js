/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_No_FareInputs */

const id_srv_ticket_no_fare = /** @type {(inputs: Srv_Ticket_No_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif untuk keberangkatan tujuan belum tersedia.`)
};

const en_srv_ticket_no_fare = /** @type {(inputs: Srv_Ticket_No_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no fare for the new departure yet.`)
};

/**
* | output |
* | --- |
* | "There is no fare for the new departure yet." |
*
* @param {Srv_Ticket_No_FareInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_no_fare = /** @type {((inputs?: Srv_Ticket_No_FareInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_No_FareInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_no_fare(inputs)
	return id_srv_ticket_no_fare(inputs)
});