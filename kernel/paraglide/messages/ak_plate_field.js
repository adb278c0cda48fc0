/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Plate_FieldInputs */

const id_ak_plate_field = /** @type {(inputs: Ak_Plate_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor Kendaraan`)
};

const en_ak_plate_field = /** @type {(inputs: Ak_Plate_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate Number`)
};

/**
* | output |
* | --- |
* | "Plate Number" |
*
* @param {Ak_Plate_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_plate_field = /** @type {((inputs?: Ak_Plate_FieldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Plate_FieldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_plate_field(inputs)
	return id_ak_plate_field(inputs)
});