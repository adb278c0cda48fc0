/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_HistoryInputs */

const id_saya_history = /** @type {(inputs: Saya_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat Transaksi`)
};

const en_saya_history = /** @type {(inputs: Saya_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Saya_HistoryInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_history = /** @type {((inputs?: Saya_HistoryInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_HistoryInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_history(inputs)
	return id_saya_history(inputs)
});