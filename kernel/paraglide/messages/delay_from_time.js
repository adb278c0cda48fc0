/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_From_TimeInputs */

const id_delay_from_time = /** @type {(inputs: Delay_From_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal semula`)
};

const en_delay_from_time = /** @type {(inputs: Delay_From_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original time`)
};

/**
* | output |
* | --- |
* | "Original time" |
*
* @param {Delay_From_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_from_time = /** @type {((inputs?: Delay_From_TimeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_From_TimeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_from_time(inputs)
	return id_delay_from_time(inputs)
});