/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_ByInputs */

const id_ak_history_by = /** @type {(inputs: Ak_History_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oleh`)
};

const en_ak_history_by = /** @type {(inputs: Ak_History_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

/**
* | output |
* | --- |
* | "By" |
*
* @param {Ak_History_ByInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_by = /** @type {((inputs?: Ak_History_ByInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_ByInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_by(inputs)
	return id_ak_history_by(inputs)
});