/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Confirm_QrInputs */

const id_ak_rs_confirm_qr = /** @type {(inputs: Ak_Rs_Confirm_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR tiket lama tidak berlaku lagi setelah dipindah.`)
};

const en_ak_rs_confirm_qr = /** @type {(inputs: Ak_Rs_Confirm_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old ticket QR code stops working after the move.`)
};

/**
* | output |
* | --- |
* | "The old ticket QR code stops working after the move." |
*
* @param {Ak_Rs_Confirm_QrInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_qr = /** @type {((inputs?: Ak_Rs_Confirm_QrInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Confirm_QrInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_confirm_qr(inputs)
	return id_ak_rs_confirm_qr(inputs)
});