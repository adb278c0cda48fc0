/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_TicketInputs */

const id_foot_ticket = /** @type {(inputs: Foot_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pejalan kaki (tanpa kendaraan)`)
};

const en_foot_ticket = /** @type {(inputs: Foot_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foot passenger (no vehicle)`)
};

/**
* | output |
* | --- |
* | "Foot passenger (no vehicle)" |
*
* @param {Foot_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_ticket = /** @type {((inputs?: Foot_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_ticket(inputs)
	return id_foot_ticket(inputs)
});