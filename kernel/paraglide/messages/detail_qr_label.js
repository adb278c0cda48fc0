/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoice: NonNullable<unknown> }} Detail_Qr_LabelInputs */

const id_detail_qr_label = /** @type {(inputs: Detail_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode QR tiket ${i?.invoice}`)
};

const en_detail_qr_label = /** @type {(inputs: Detail_Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of ticket ${i?.invoice}`)
};

/**
* | output |
* | --- |
* | "QR code of ticket {invoice}" |
*
* @param {Detail_Qr_LabelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_qr_label = /** @type {((inputs: Detail_Qr_LabelInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Qr_LabelInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_qr_label(inputs)
	return id_detail_qr_label(inputs)
});