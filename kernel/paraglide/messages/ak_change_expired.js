/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Change_ExpiredInputs */

const id_ak_change_expired = /** @type {(inputs: Ak_Change_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak dibayar`)
};

const en_ak_change_expired = /** @type {(inputs: Ak_Change_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Ak_Change_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_change_expired = /** @type {((inputs?: Ak_Change_ExpiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Change_ExpiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_change_expired(inputs)
	return id_ak_change_expired(inputs)
});