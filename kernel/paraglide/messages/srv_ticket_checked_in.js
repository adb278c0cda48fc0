/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Checked_InInputs */

const id_srv_ticket_checked_in = /** @type {(inputs: Srv_Ticket_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini sudah dipakai naik kapal.`)
};

const en_srv_ticket_checked_in = /** @type {(inputs: Srv_Ticket_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket has already been used to board.`)
};

/**
* | output |
* | --- |
* | "This ticket has already been used to board." |
*
* @param {Srv_Ticket_Checked_InInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_checked_in = /** @type {((inputs?: Srv_Ticket_Checked_InInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Checked_InInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_checked_in(inputs)
	return id_srv_ticket_checked_in(inputs)
});