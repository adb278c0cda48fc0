/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoiceId: NonNullable<unknown> }} Again_Note_FilledInputs */

const id_again_note_filled = /** @type {(inputs: Again_Note_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesan Lagi dari tiket ${i?.invoiceId}: kendaraan, pengemudi dan penumpang sudah diisi. Periksa lagi sebelum melanjutkan.`)
};

const en_again_note_filled = /** @type {(inputs: Again_Note_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book Again from ticket ${i?.invoiceId}: the vehicle, driver and passengers are filled in. Check them before you continue.`)
};

/**
* | output |
* | --- |
* | "Book Again from ticket {invoiceId}: the vehicle, driver and passengers are filled in. Check them before you continue." |
*
* @param {Again_Note_FilledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_filled = /** @type {((inputs: Again_Note_FilledInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_FilledInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_filled(inputs)
	return id_again_note_filled(inputs)
});