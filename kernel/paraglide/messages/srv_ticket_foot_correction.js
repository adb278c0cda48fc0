/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Foot_CorrectionInputs */

const id_srv_ticket_foot_correction = /** @type {(inputs: Srv_Ticket_Foot_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbaiki Data belum tersedia untuk tiket pejalan kaki.`)
};

const en_srv_ticket_foot_correction = /** @type {(inputs: Srv_Ticket_Foot_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct Data is not available for foot passenger tickets yet.`)
};

/**
* | output |
* | --- |
* | "Correct Data is not available for foot passenger tickets yet." |
*
* @param {Srv_Ticket_Foot_CorrectionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_foot_correction = /** @type {((inputs?: Srv_Ticket_Foot_CorrectionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Foot_CorrectionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_foot_correction(inputs)
	return id_srv_ticket_foot_correction(inputs)
});