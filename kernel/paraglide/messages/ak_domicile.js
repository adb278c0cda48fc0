/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_DomicileInputs */

const id_ak_domicile = /** @type {(inputs: Ak_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili`)
};

const en_ak_domicile = /** @type {(inputs: Ak_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Town`)
};

/**
* | output |
* | --- |
* | "Home Town" |
*
* @param {Ak_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_domicile = /** @type {((inputs?: Ak_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_domicile(inputs)
	return id_ak_domicile(inputs)
});