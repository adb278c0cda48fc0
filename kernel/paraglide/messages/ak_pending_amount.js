/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Pending_AmountInputs */

const id_ak_pending_amount = /** @type {(inputs: Ak_Pending_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah dibayar`)
};

const en_ak_pending_amount = /** @type {(inputs: Ak_Pending_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount to pay`)
};

/**
* | output |
* | --- |
* | "Amount to pay" |
*
* @param {Ak_Pending_AmountInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_amount = /** @type {((inputs?: Ak_Pending_AmountInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Pending_AmountInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_pending_amount(inputs)
	return id_ak_pending_amount(inputs)
});