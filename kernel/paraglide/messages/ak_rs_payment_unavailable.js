/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Payment_UnavailableInputs */

const id_ak_rs_payment_unavailable = /** @type {(inputs: Ak_Rs_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Layanan pembayaran sedang tidak dapat dihubungi. Jadwal belum diubah dan tempat tidak ditahan. Silakan coba lagi beberapa saat lagi.`)
};

const en_ak_rs_payment_unavailable = /** @type {(inputs: Ak_Rs_Payment_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment service cannot be reached right now. The departure has not changed and no seat is held. Please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "The payment service cannot be reached right now. The departure has not changed and no seat is held. Please try again in a moment." |
*
* @param {Ak_Rs_Payment_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_payment_unavailable = /** @type {((inputs?: Ak_Rs_Payment_UnavailableInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Payment_UnavailableInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_payment_unavailable(inputs)
	return id_ak_rs_payment_unavailable(inputs)
});