/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_PlateInputs */

const id_ak_plate = /** @type {(inputs: Ak_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plat nomor`)
};

const en_ak_plate = /** @type {(inputs: Ak_PlateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate number`)
};

/**
* | output |
* | --- |
* | "Plate number" |
*
* @param {Ak_PlateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_plate = /** @type {((inputs?: Ak_PlateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_PlateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_plate(inputs)
	return id_ak_plate(inputs)
});