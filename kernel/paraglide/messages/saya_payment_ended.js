/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_Payment_EndedInputs */

const id_saya_payment_ended = /** @type {(inputs: Saya_Payment_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waktu pembayaran habis`)
};

const en_saya_payment_ended = /** @type {(inputs: Saya_Payment_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment time is up`)
};

/**
* | output |
* | --- |
* | "Payment time is up" |
*
* @param {Saya_Payment_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_payment_ended = /** @type {((inputs?: Saya_Payment_EndedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_Payment_EndedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_payment_ended(inputs)
	return id_saya_payment_ended(inputs)
});