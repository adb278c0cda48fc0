/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Again_Note_Driver_GapsInputs */

const id_again_note_driver_gaps = /** @type {(inputs: Again_Note_Driver_GapsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lengkapi ${i?.fields} pengemudi.`)
};

const en_again_note_driver_gaps = /** @type {(inputs: Again_Note_Driver_GapsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fill in the driver's ${i?.fields}.`)
};

/**
* | output |
* | --- |
* | "Fill in the driver's {fields}." |
*
* @param {Again_Note_Driver_GapsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_note_driver_gaps = /** @type {((inputs: Again_Note_Driver_GapsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Note_Driver_GapsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_note_driver_gaps(inputs)
	return id_again_note_driver_gaps(inputs)
});