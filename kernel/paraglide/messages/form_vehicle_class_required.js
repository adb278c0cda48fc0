/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Vehicle_Class_RequiredInputs */

const id_form_vehicle_class_required = /** @type {(inputs: Form_Vehicle_Class_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan Kendaraan tidak boleh kosong.`)
};

const en_form_vehicle_class_required = /** @type {(inputs: Form_Vehicle_Class_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle class is required.`)
};

/**
* | output |
* | --- |
* | "Vehicle class is required." |
*
* @param {Form_Vehicle_Class_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_vehicle_class_required = /** @type {((inputs?: Form_Vehicle_Class_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Vehicle_Class_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_vehicle_class_required(inputs)
	return id_form_vehicle_class_required(inputs)
});