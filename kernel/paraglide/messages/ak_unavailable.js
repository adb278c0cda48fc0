/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_UnavailableInputs */

const id_ak_unavailable = /** @type {(inputs: Ak_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak dapat dilakukan untuk tiket ini saat ini.`)
};

const en_ak_unavailable = /** @type {(inputs: Ak_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available for this ticket right now.`)
};

/**
* | output |
* | --- |
* | "Not available for this ticket right now." |
*
* @param {Ak_UnavailableInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_unavailable = /** @type {((inputs?: Ak_UnavailableInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_UnavailableInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_unavailable(inputs)
	return id_ak_unavailable(inputs)
});