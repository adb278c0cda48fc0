/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_FeeInputs */

const id_ak_history_fee = /** @type {(inputs: Ak_History_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biaya`)
};

const en_ak_history_fee = /** @type {(inputs: Ak_History_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Ak_History_FeeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_fee = /** @type {((inputs?: Ak_History_FeeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_FeeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_fee(inputs)
	return id_ak_history_fee(inputs)
});