/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_Loading_MoreInputs */

const id_ak_history_loading_more = /** @type {(inputs: Ak_History_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat riwayat berikutnya…`)
};

const en_ak_history_loading_more = /** @type {(inputs: Ak_History_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading more history…`)
};

/**
* | output |
* | --- |
* | "Loading more history…" |
*
* @param {Ak_History_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_loading_more = /** @type {((inputs?: Ak_History_Loading_MoreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_Loading_MoreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_loading_more(inputs)
	return id_ak_history_loading_more(inputs)
});