/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Request_Id_ReusedInputs */

const id_srv_ticket_request_id_reused = /** @type {(inputs: Srv_Ticket_Request_Id_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan ini sudah dipakai untuk perubahan lain.`)
};

const en_srv_ticket_request_id_reused = /** @type {(inputs: Srv_Ticket_Request_Id_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request was already used for another change.`)
};

/**
* | output |
* | --- |
* | "This request was already used for another change." |
*
* @param {Srv_Ticket_Request_Id_ReusedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_request_id_reused = /** @type {((inputs?: Srv_Ticket_Request_Id_ReusedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Request_Id_ReusedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_request_id_reused(inputs)
	return id_srv_ticket_request_id_reused(inputs)
});