/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Pending_ChangeInputs */

const id_srv_ticket_pending_change = /** @type {(inputs: Srv_Ticket_Pending_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perubahan jadwal sebelumnya menunggu pembayaran.`)
};

const en_srv_ticket_pending_change = /** @type {(inputs: Srv_Ticket_Pending_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An earlier schedule change is awaiting payment.`)
};

/**
* | output |
* | --- |
* | "An earlier schedule change is awaiting payment." |
*
* @param {Srv_Ticket_Pending_ChangeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_pending_change = /** @type {((inputs?: Srv_Ticket_Pending_ChangeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Pending_ChangeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_pending_change(inputs)
	return id_srv_ticket_pending_change(inputs)
});