/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Book_Vehicle_Class_PickInputs */

const id_book_vehicle_class_pick = /** @type {(inputs: Book_Vehicle_Class_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih golongan kendaraan`)
};

const en_book_vehicle_class_pick = /** @type {(inputs: Book_Vehicle_Class_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a vehicle class`)
};

/**
* | output |
* | --- |
* | "Choose a vehicle class" |
*
* @param {Book_Vehicle_Class_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const book_vehicle_class_pick = /** @type {((inputs?: Book_Vehicle_Class_PickInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Book_Vehicle_Class_PickInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_book_vehicle_class_pick(inputs)
	return id_book_vehicle_class_pick(inputs)
});