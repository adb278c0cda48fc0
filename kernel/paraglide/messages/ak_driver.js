/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_DriverInputs */

const id_ak_driver = /** @type {(inputs: Ak_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengemudi`)
};

const en_ak_driver = /** @type {(inputs: Ak_DriverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver`)
};

/**
* | output |
* | --- |
* | "Driver" |
*
* @param {Ak_DriverInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_driver = /** @type {((inputs?: Ak_DriverInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_DriverInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_driver(inputs)
	return id_ak_driver(inputs)
});