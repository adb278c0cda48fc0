/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Driver_DomicileInputs */

const id_ak_driver_domicile = /** @type {(inputs: Ak_Driver_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili pengemudi`)
};

const en_ak_driver_domicile = /** @type {(inputs: Ak_Driver_DomicileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver home town`)
};

/**
* | output |
* | --- |
* | "Driver home town" |
*
* @param {Ak_Driver_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_driver_domicile = /** @type {((inputs?: Ak_Driver_DomicileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Driver_DomicileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_driver_domicile(inputs)
	return id_ak_driver_domicile(inputs)
});