/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Pending_LeftInputs */

const id_ak_pending_left = /** @type {(inputs: Ak_Pending_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sisa waktu pembayaran`)
};

const en_ak_pending_left = /** @type {(inputs: Ak_Pending_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time left to pay`)
};

/**
* | output |
* | --- |
* | "Time left to pay" |
*
* @param {Ak_Pending_LeftInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_left = /** @type {((inputs?: Ak_Pending_LeftInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Pending_LeftInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_pending_left(inputs)
	return id_ak_pending_left(inputs)
});