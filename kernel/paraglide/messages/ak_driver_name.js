/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Driver_NameInputs */

const id_ak_driver_name = /** @type {(inputs: Ak_Driver_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengemudi`)
};

const en_ak_driver_name = /** @type {(inputs: Ak_Driver_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Driver name`)
};

/**
* | output |
* | --- |
* | "Driver name" |
*
* @param {Ak_Driver_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_driver_name = /** @type {((inputs?: Ak_Driver_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Driver_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_driver_name(inputs)
	return id_ak_driver_name(inputs)
});