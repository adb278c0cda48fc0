/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Ticket_KindInputs */

const id_pdf_ticket_kind = /** @type {(inputs: Pdf_Ticket_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis tiket`)
};

const en_pdf_ticket_kind = /** @type {(inputs: Pdf_Ticket_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket type`)
};

/**
* | output |
* | --- |
* | "Ticket type" |
*
* @param {Pdf_Ticket_KindInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_ticket_kind = /** @type {((inputs?: Pdf_Ticket_KindInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Ticket_KindInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_ticket_kind(inputs)
	return id_pdf_ticket_kind(inputs)
});