/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Plate_InvalidInputs */

const id_ak_form_plate_invalid = /** @type {(inputs: Ak_Form_Plate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor Kendaraan tidak valid.`)
};

const en_ak_form_plate_invalid = /** @type {(inputs: Ak_Form_Plate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plate number is not valid.`)
};

/**
* | output |
* | --- |
* | "Plate number is not valid." |
*
* @param {Ak_Form_Plate_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_plate_invalid = /** @type {((inputs?: Ak_Form_Plate_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Plate_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_plate_invalid(inputs)
	return id_ak_form_plate_invalid(inputs)
});