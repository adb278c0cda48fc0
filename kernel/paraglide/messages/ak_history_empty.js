/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_EmptyInputs */

const id_ak_history_empty = /** @type {(inputs: Ak_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada tiket yang tersedia.`)
};

const en_ak_history_empty = /** @type {(inputs: Ak_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tickets yet.`)
};

/**
* | output |
* | --- |
* | "No tickets yet." |
*
* @param {Ak_History_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_empty = /** @type {((inputs?: Ak_History_EmptyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_EmptyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_empty(inputs)
	return id_ak_history_empty(inputs)
});