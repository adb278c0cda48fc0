/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Srv_Ticket_Reschedule_Too_LateInputs */

const id_srv_ticket_reschedule_too_late = /** @type {(inputs: Srv_Ticket_Reschedule_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubah jadwal hanya bisa paling lambat ${i?.hours} jam sebelum keberangkatan.`)
};

const en_srv_ticket_reschedule_too_late = /** @type {(inputs: Srv_Ticket_Reschedule_Too_LateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ticket can be rescheduled up to ${i?.hours} hours before departure.`)
};

/**
* | output |
* | --- |
* | "A ticket can be rescheduled up to {hours} hours before departure." |
*
* @param {Srv_Ticket_Reschedule_Too_LateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_reschedule_too_late = /** @type {((inputs: Srv_Ticket_Reschedule_Too_LateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Reschedule_Too_LateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_reschedule_too_late(inputs)
	return id_srv_ticket_reschedule_too_late(inputs)
});