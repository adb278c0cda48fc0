/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ vehicleClass: NonNullable<unknown> }} Again_Note_Class_GoneInputs */

const id_again_note_class_gone = /** @type {(inputs: Again_Note_Class_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.vehicleClass} tidak tersedia untuk keberangkatan ini: pilih golongan kendaraan.`)
};

const en_again_note_class_gone = /** @type {(inputs: Again_Note_Class_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.vehicleClass} is not available on this departure: choose a vehicle class.`)
};

/**
* | output |
* | --- |
* | "{vehicleClass} is not available on this departure: choose a vehicle class." |
*
* @param {Again_Note_Class_GoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_class_gone = /** @type {((inputs: Again_Note_Class_GoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Class_GoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_class_gone(inputs)
	return id_again_note_class_gone(inputs)
});