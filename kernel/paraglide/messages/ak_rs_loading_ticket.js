/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Loading_TicketInputs */

const id_ak_rs_loading_ticket = /** @type {(inputs: Ak_Rs_Loading_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat tiket…`)
};

const en_ak_rs_loading_ticket = /** @type {(inputs: Ak_Rs_Loading_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading ticket…`)
};

/**
* | output |
* | --- |
* | "Loading ticket…" |
*
* @param {Ak_Rs_Loading_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_loading_ticket = /** @type {((inputs?: Ak_Rs_Loading_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Loading_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_loading_ticket(inputs)
	return id_ak_rs_loading_ticket(inputs)
});