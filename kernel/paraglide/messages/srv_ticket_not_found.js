/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Not_FoundInputs */

const id_srv_ticket_not_found = /** @type {(inputs: Srv_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket tidak ditemukan.`)
};

const en_srv_ticket_not_found = /** @type {(inputs: Srv_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket not found.`)
};

/**
* | output |
* | --- |
* | "Ticket not found." |
*
* @param {Srv_Ticket_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_found = /** @type {((inputs?: Srv_Ticket_Not_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Not_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_not_found(inputs)
	return id_srv_ticket_not_found(inputs)
});