/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Class_PickInputs */

const id_ak_class_pick = /** @type {(inputs: Ak_Class_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih golongan kendaraan`)
};

const en_ak_class_pick = /** @type {(inputs: Ak_Class_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the vehicle class`)
};

/**
* | output |
* | --- |
* | "Choose the vehicle class" |
*
* @param {Ak_Class_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_class_pick = /** @type {((inputs?: Ak_Class_PickInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Class_PickInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_class_pick(inputs)
	return id_ak_class_pick(inputs)
});