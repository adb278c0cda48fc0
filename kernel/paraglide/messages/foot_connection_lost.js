/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Connection_LostInputs */

const id_foot_connection_lost = /** @type {(inputs: Foot_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koneksi terputus. Silakan coba lagi.`)
};

const en_foot_connection_lost = /** @type {(inputs: Foot_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection lost. Please try again.`)
};

/**
* | output |
* | --- |
* | "Connection lost. Please try again." |
*
* @param {Foot_Connection_LostInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_connection_lost = /** @type {((inputs?: Foot_Connection_LostInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Connection_LostInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_connection_lost(inputs)
	return id_foot_connection_lost(inputs)
});