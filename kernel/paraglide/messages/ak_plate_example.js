/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Plate_ExampleInputs */

const id_ak_plate_example = /** @type {(inputs: Ak_Plate_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contoh: BK 1234 ABC`)
};

const en_ak_plate_example = /** @type {(inputs: Ak_Plate_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Example: BK 1234 ABC`)
};

/**
* | output |
* | --- |
* | "Example: BK 1234 ABC" |
*
* @param {Ak_Plate_ExampleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_plate_example = /** @type {((inputs?: Ak_Plate_ExampleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Plate_ExampleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_plate_example(inputs)
	return id_ak_plate_example(inputs)
});