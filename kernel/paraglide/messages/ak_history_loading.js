/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_LoadingInputs */

const id_ak_history_loading = /** @type {(inputs: Ak_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat riwayat…`)
};

const en_ak_history_loading = /** @type {(inputs: Ak_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading history…`)
};

/**
* | output |
* | --- |
* | "Loading history…" |
*
* @param {Ak_History_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_loading = /** @type {((inputs?: Ak_History_LoadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_LoadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_loading(inputs)
	return id_ak_history_loading(inputs)
});