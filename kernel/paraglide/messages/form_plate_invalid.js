/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Plate_InvalidInputs */

const id_form_plate_invalid = /** @type {(inputs: Form_Plate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor Kendaraan tidak valid.`)
};

const en_form_plate_invalid = /** @type {(inputs: Form_Plate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plate number is not valid.`)
};

/**
* | output |
* | --- |
* | "The plate number is not valid." |
*
* @param {Form_Plate_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_plate_invalid = /** @type {((inputs?: Form_Plate_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Plate_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_plate_invalid(inputs)
	return id_form_plate_invalid(inputs)
});