/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Changed_MeanwhileInputs */

const id_srv_ticket_changed_meanwhile = /** @type {(inputs: Srv_Ticket_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini baru saja diubah. Muat ulang lalu coba lagi.`)
};

const en_srv_ticket_changed_meanwhile = /** @type {(inputs: Srv_Ticket_Changed_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket was just changed. Reload and try again.`)
};

/**
* | output |
* | --- |
* | "This ticket was just changed. Reload and try again." |
*
* @param {Srv_Ticket_Changed_MeanwhileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_changed_meanwhile = /** @type {((inputs?: Srv_Ticket_Changed_MeanwhileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Changed_MeanwhileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_changed_meanwhile(inputs)
	return id_srv_ticket_changed_meanwhile(inputs)
});