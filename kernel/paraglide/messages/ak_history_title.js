/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_TitleInputs */

const id_ak_history_title = /** @type {(inputs: Ak_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat Perubahan Tiket`)
};

const en_ak_history_title = /** @type {(inputs: Ak_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Change History`)
};

/**
* | output |
* | --- |
* | "Ticket Change History" |
*
* @param {Ak_History_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_title = /** @type {((inputs?: Ak_History_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_title(inputs)
	return id_ak_history_title(inputs)
});