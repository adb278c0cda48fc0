/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Confirm_CancelInputs */

const id_ak_confirm_cancel = /** @type {(inputs: Ak_Confirm_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya, Batalkan Tiket`)
};

const en_ak_confirm_cancel = /** @type {(inputs: Ak_Confirm_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Cancel Ticket`)
};

/**
* | output |
* | --- |
* | "Yes, Cancel Ticket" |
*
* @param {Ak_Confirm_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_cancel = /** @type {((inputs?: Ak_Confirm_CancelInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Confirm_CancelInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_confirm_cancel(inputs)
	return id_ak_confirm_cancel(inputs)
});