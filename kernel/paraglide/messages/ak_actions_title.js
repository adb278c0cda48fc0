/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Actions_TitleInputs */

const id_ak_actions_title = /** @type {(inputs: Ak_Actions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah atau Batalkan Tiket`)
};

const en_ak_actions_title = /** @type {(inputs: Ak_Actions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change or Cancel Ticket`)
};

/**
* | output |
* | --- |
* | "Change or Cancel Ticket" |
*
* @param {Ak_Actions_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_actions_title = /** @type {((inputs?: Ak_Actions_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Actions_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_actions_title(inputs)
	return id_ak_actions_title(inputs)
});