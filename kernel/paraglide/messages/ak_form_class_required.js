/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Class_RequiredInputs */

const id_ak_form_class_required = /** @type {(inputs: Ak_Form_Class_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Golongan Kendaraan tidak boleh kosong.`)
};

const en_ak_form_class_required = /** @type {(inputs: Ak_Form_Class_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vehicle class is required.`)
};

/**
* | output |
* | --- |
* | "Vehicle class is required." |
*
* @param {Ak_Form_Class_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_class_required = /** @type {((inputs?: Ak_Form_Class_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Class_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_class_required(inputs)
	return id_ak_form_class_required(inputs)
});