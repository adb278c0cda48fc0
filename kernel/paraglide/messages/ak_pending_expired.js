/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Pending_ExpiredInputs */

const id_ak_pending_expired = /** @type {(inputs: Ak_Pending_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waktu pembayaran habis. Tiket tetap pada keberangkatan semula.`)
};

const en_ak_pending_expired = /** @type {(inputs: Ak_Pending_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment time is up. The ticket stays on its original departure.`)
};

/**
* | output |
* | --- |
* | "Payment time is up. The ticket stays on its original departure." |
*
* @param {Ak_Pending_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_expired = /** @type {((inputs?: Ak_Pending_ExpiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Pending_ExpiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_pending_expired(inputs)
	return id_ak_pending_expired(inputs)
});