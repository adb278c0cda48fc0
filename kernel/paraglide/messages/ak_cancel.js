/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_CancelInputs */

const id_ak_cancel = /** @type {(inputs: Ak_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batalkan Tiket`)
};

const en_ak_cancel = /** @type {(inputs: Ak_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Ticket`)
};

/**
* | output |
* | --- |
* | "Cancel Ticket" |
*
* @param {Ak_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel = /** @type {((inputs?: Ak_CancelInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_CancelInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_cancel(inputs)
	return id_ak_cancel(inputs)
});