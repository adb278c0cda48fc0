/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Not_PaidInputs */

const id_srv_ticket_not_paid = /** @type {(inputs: Srv_Ticket_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini belum dibayar.`)
};

const en_srv_ticket_not_paid = /** @type {(inputs: Srv_Ticket_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket has not been paid.`)
};

/**
* | output |
* | --- |
* | "This ticket has not been paid." |
*
* @param {Srv_Ticket_Not_PaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_paid = /** @type {((inputs?: Srv_Ticket_Not_PaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Not_PaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_not_paid(inputs)
	return id_srv_ticket_not_paid(inputs)
});