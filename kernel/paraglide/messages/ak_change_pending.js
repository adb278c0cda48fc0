/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Change_PendingInputs */

const id_ak_change_pending = /** @type {(inputs: Ak_Change_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menunggu pembayaran`)
};

const en_ak_change_pending = /** @type {(inputs: Ak_Change_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Ak_Change_PendingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_change_pending = /** @type {((inputs?: Ak_Change_PendingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Change_PendingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_change_pending(inputs)
	return id_ak_change_pending(inputs)
});