/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Vehicles_TitleInputs */

const id_ak_vehicles_title = /** @type {(inputs: Ak_Vehicles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kendaraan Saya`)
};

const en_ak_vehicles_title = /** @type {(inputs: Ak_Vehicles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Vehicles`)
};

/**
* | output |
* | --- |
* | "My Vehicles" |
*
* @param {Ak_Vehicles_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_title = /** @type {((inputs?: Ak_Vehicles_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Vehicles_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_vehicles_title(inputs)
	return id_ak_vehicles_title(inputs)
});