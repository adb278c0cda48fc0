/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Refund_ChangedInputs */

const id_srv_ticket_refund_changed = /** @type {(inputs: Srv_Ticket_Refund_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah refund berubah sejak Anda melihatnya. Periksa jumlah yang baru, lalu konfirmasi lagi.`)
};

const en_srv_ticket_refund_changed = /** @type {(inputs: Srv_Ticket_Refund_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund amount has changed since you saw it. Check the new amount, then confirm again.`)
};

/**
* | output |
* | --- |
* | "The refund amount has changed since you saw it. Check the new amount, then confirm again." |
*
* @param {Srv_Ticket_Refund_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_refund_changed = /** @type {((inputs?: Srv_Ticket_Refund_ChangedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Refund_ChangedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_refund_changed(inputs)
	return id_srv_ticket_refund_changed(inputs)
});