/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Vehicle_Class_NoteInputs */

const id_ak_vehicle_class_note = /** @type {(inputs: Ak_Vehicle_Class_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan tidak dapat diubah di sini.`)
};

const en_ak_vehicle_class_note = /** @type {(inputs: Ak_Vehicle_Class_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The vehicle class cannot be changed here.`)
};

/**
* | output |
* | --- |
* | "The vehicle class cannot be changed here." |
*
* @param {Ak_Vehicle_Class_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicle_class_note = /** @type {((inputs?: Ak_Vehicle_Class_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Vehicle_Class_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_vehicle_class_note(inputs)
	return id_ak_vehicle_class_note(inputs)
});