/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Kind_CancelInputs */

const id_ak_kind_cancel = /** @type {(inputs: Ak_Kind_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembatalan`)
};

const en_ak_kind_cancel = /** @type {(inputs: Ak_Kind_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation`)
};

/**
* | output |
* | --- |
* | "Cancellation" |
*
* @param {Ak_Kind_CancelInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_kind_cancel = /** @type {((inputs?: Ak_Kind_CancelInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Kind_CancelInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_kind_cancel(inputs)
	return id_ak_kind_cancel(inputs)
});