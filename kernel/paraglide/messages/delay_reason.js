/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_ReasonInputs */

const id_delay_reason = /** @type {(inputs: Delay_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alasan`)
};

const en_delay_reason = /** @type {(inputs: Delay_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Delay_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_reason = /** @type {((inputs?: Delay_ReasonInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_ReasonInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_reason(inputs)
	return id_delay_reason(inputs)
});