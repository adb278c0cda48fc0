/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Payment_UnavailableInputs */

const id_srv_ticket_payment_unavailable = /** @type {(inputs: Srv_Ticket_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran tidak dapat dibuka saat ini. Silakan coba lagi.`)
};

const en_srv_ticket_payment_unavailable = /** @type {(inputs: Srv_Ticket_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment cannot be opened right now. Please try again.`)
};

/**
* | output |
* | --- |
* | "Payment cannot be opened right now. Please try again." |
*
* @param {Srv_Ticket_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_payment_unavailable = /** @type {((inputs?: Srv_Ticket_Payment_UnavailableInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Payment_UnavailableInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_payment_unavailable(inputs)
	return id_srv_ticket_payment_unavailable(inputs)
});