/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Ticket_FailedInputs */

const id_ak_rs_ticket_failed = /** @type {(inputs: Ak_Rs_Ticket_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket tidak dapat dimuat.`)
};

const en_ak_rs_ticket_failed = /** @type {(inputs: Ak_Rs_Ticket_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ticket could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The ticket could not be loaded." |
*
* @param {Ak_Rs_Ticket_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_ticket_failed = /** @type {((inputs?: Ak_Rs_Ticket_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Ticket_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_ticket_failed(inputs)
	return id_ak_rs_ticket_failed(inputs)
});