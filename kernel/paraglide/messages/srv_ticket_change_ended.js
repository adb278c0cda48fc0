/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Change_EndedInputs */

const id_srv_ticket_change_ended = /** @type {(inputs: Srv_Ticket_Change_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perubahan jadwal ini sudah berakhir tanpa pembayaran. Silakan ulangi.`)
};

const en_srv_ticket_change_ended = /** @type {(inputs: Srv_Ticket_Change_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This schedule change ended without payment. Please start again.`)
};

/**
* | output |
* | --- |
* | "This schedule change ended without payment. Please start again." |
*
* @param {Srv_Ticket_Change_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_change_ended = /** @type {((inputs?: Srv_Ticket_Change_EndedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Change_EndedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_change_ended(inputs)
	return id_srv_ticket_change_ended(inputs)
});