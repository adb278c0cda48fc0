/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Pending_PayInputs */

const id_ak_pending_pay = /** @type {(inputs: Ak_Pending_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan Pembayaran`)
};

const en_ak_pending_pay = /** @type {(inputs: Ak_Pending_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to Payment`)
};

/**
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Ak_Pending_PayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_pay = /** @type {((inputs?: Ak_Pending_PayInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Pending_PayInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_pending_pay(inputs)
	return id_ak_pending_pay(inputs)
});