/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Class_FieldInputs */

const id_ak_class_field = /** @type {(inputs: Ak_Class_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan Kendaraan`)
};

const en_ak_class_field = /** @type {(inputs: Ak_Class_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle Class`)
};

/**
* | output |
* | --- |
* | "Vehicle Class" |
*
* @param {Ak_Class_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_class_field = /** @type {((inputs?: Ak_Class_FieldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Class_FieldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_class_field(inputs)
	return id_ak_class_field(inputs)
});