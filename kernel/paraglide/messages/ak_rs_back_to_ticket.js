/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Back_To_TicketInputs */

const id_ak_rs_back_to_ticket = /** @type {(inputs: Ak_Rs_Back_To_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali ke Detail Tiket`)
};

const en_ak_rs_back_to_ticket = /** @type {(inputs: Ak_Rs_Back_To_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Ticket Details`)
};

/**
* | output |
* | --- |
* | "Back to Ticket Details" |
*
* @param {Ak_Rs_Back_To_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_back_to_ticket = /** @type {((inputs?: Ak_Rs_Back_To_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Back_To_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_back_to_ticket(inputs)
	return id_ak_rs_back_to_ticket(inputs)
});