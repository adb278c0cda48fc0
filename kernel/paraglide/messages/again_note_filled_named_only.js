/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoiceId: NonNullable<unknown> }} Again_Note_Filled_Named_OnlyInputs */

const id_again_note_filled_named_only = /** @type {(inputs: Again_Note_Filled_Named_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesan Lagi dari tiket ${i?.invoiceId}: kendaraan, pengemudi dan penumpang bernama sudah diisi. Periksa lagi sebelum melanjutkan; penumpang tanpa nama ditambahkan dengan tombol +.`)
};

const en_again_note_filled_named_only = /** @type {(inputs: Again_Note_Filled_Named_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book Again from ticket ${i?.invoiceId}: the vehicle, driver and named passengers are filled in. Check them before you continue; add passengers without a name with the + button.`)
};

/**
* | output |
* | --- |
* | "Book Again from ticket {invoiceId}: the vehicle, driver and named passengers are filled in. Check them before you continue; add passengers without a name wit..." |
*
* @param {Again_Note_Filled_Named_OnlyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_filled_named_only = /** @type {((inputs: Again_Note_Filled_Named_OnlyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Filled_Named_OnlyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_filled_named_only(inputs)
	return id_again_note_filled_named_only(inputs)
});