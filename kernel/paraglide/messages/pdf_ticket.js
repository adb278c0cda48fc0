/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_TicketInputs */

const id_pdf_ticket = /** @type {(inputs: Pdf_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket`)
};

const en_pdf_ticket = /** @type {(inputs: Pdf_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket`)
};

/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Pdf_TicketInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_ticket = /** @type {((inputs?: Pdf_TicketInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TicketInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_ticket(inputs)
	return id_pdf_ticket(inputs)
});