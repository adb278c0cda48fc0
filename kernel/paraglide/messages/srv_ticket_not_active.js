/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Not_ActiveInputs */

const id_srv_ticket_not_active = /** @type {(inputs: Srv_Ticket_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini tidak aktif lagi.`)
};

const en_srv_ticket_not_active = /** @type {(inputs: Srv_Ticket_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket is no longer active.`)
};

/**
* | output |
* | --- |
* | "This ticket is no longer active." |
*
* @param {Srv_Ticket_Not_ActiveInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_not_active = /** @type {((inputs?: Srv_Ticket_Not_ActiveInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Not_ActiveInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_not_active(inputs)
	return id_srv_ticket_not_active(inputs)
});