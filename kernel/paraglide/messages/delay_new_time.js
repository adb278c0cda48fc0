/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_New_TimeInputs */

const id_delay_new_time = /** @type {(inputs: Delay_New_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jam keberangkatan baru`)
};

const en_delay_new_time = /** @type {(inputs: Delay_New_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New departure time`)
};

/**
* | output |
* | --- |
* | "New departure time" |
*
* @param {Delay_New_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_new_time = /** @type {((inputs?: Delay_New_TimeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_New_TimeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_new_time(inputs)
	return id_delay_new_time(inputs)
});