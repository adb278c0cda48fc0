/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_DifferenceInputs */

const id_ak_history_difference = /** @type {(inputs: Ak_History_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selisih tarif`)
};

const en_ak_history_difference = /** @type {(inputs: Ak_History_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare difference`)
};

/**
* | output |
* | --- |
* | "Fare difference" |
*
* @param {Ak_History_DifferenceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_difference = /** @type {((inputs?: Ak_History_DifferenceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_DifferenceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_difference(inputs)
	return id_ak_history_difference(inputs)
});