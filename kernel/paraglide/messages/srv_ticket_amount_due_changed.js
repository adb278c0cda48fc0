/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Amount_Due_ChangedInputs */

const id_srv_ticket_amount_due_changed = /** @type {(inputs: Srv_Ticket_Amount_Due_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biaya perubahan jadwal berubah sejak Anda melihatnya. Periksa jumlah yang baru, lalu konfirmasi lagi.`)
};

const en_srv_ticket_amount_due_changed = /** @type {(inputs: Srv_Ticket_Amount_Due_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rescheduling cost has changed since you saw it. Check the new amount, then confirm again.`)
};

/**
* | output |
* | --- |
* | "The rescheduling cost has changed since you saw it. Check the new amount, then confirm again." |
*
* @param {Srv_Ticket_Amount_Due_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_amount_due_changed = /** @type {((inputs?: Srv_Ticket_Amount_Due_ChangedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Amount_Due_ChangedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_amount_due_changed(inputs)
	return id_srv_ticket_amount_due_changed(inputs)
});