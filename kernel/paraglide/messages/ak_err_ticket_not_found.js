/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Err_Ticket_Not_FoundInputs */

const id_ak_err_ticket_not_found = /** @type {(inputs: Ak_Err_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket tidak ditemukan di akun Anda.`)
};

const en_ak_err_ticket_not_found = /** @type {(inputs: Ak_Err_Ticket_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket was not found in your account.`)
};

/**
* | output |
* | --- |
* | "This ticket was not found in your account." |
*
* @param {Ak_Err_Ticket_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_err_ticket_not_found = /** @type {((inputs?: Ak_Err_Ticket_Not_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Err_Ticket_Not_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_err_ticket_not_found(inputs)
	return id_ak_err_ticket_not_found(inputs)
});