/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Closure_ReasonInputs */

const id_ak_closure_reason = /** @type {(inputs: Ak_Closure_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alasan`)
};

const en_ak_closure_reason = /** @type {(inputs: Ak_Closure_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Ak_Closure_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_closure_reason = /** @type {((inputs?: Ak_Closure_ReasonInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Closure_ReasonInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_closure_reason(inputs)
	return id_ak_closure_reason(inputs)
});