/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Pending_ToInputs */

const id_ak_pending_to = /** @type {(inputs: Ak_Pending_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan baru`)
};

const en_ak_pending_to = /** @type {(inputs: Ak_Pending_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New departure`)
};

/**
* | output |
* | --- |
* | "New departure" |
*
* @param {Ak_Pending_ToInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_pending_to = /** @type {((inputs?: Ak_Pending_ToInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Pending_ToInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_pending_to(inputs)
	return id_ak_pending_to(inputs)
});