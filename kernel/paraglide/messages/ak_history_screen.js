/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_ScreenInputs */

const id_ak_history_screen = /** @type {(inputs: Ak_History_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat Transaksi`)
};

const en_ak_history_screen = /** @type {(inputs: Ak_History_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction History`)
};

/**
* | output |
* | --- |
* | "Transaction History" |
*
* @param {Ak_History_ScreenInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_screen = /** @type {((inputs?: Ak_History_ScreenInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_ScreenInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_screen(inputs)
	return id_ak_history_screen(inputs)
});