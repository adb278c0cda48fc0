/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_Vehicles_HintInputs */

const id_saved_vehicles_hint = /** @type {(inputs: Saved_Vehicles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ketuk untuk mengisi nomor dan golongan kendaraan.`)
};

const en_saved_vehicles_hint = /** @type {(inputs: Saved_Vehicles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap to fill in the plate number and vehicle class.`)
};

/**
* | output |
* | --- |
* | "Tap to fill in the plate number and vehicle class." |
*
* @param {Saved_Vehicles_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_vehicles_hint = /** @type {((inputs?: Saved_Vehicles_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Vehicles_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_vehicles_hint(inputs)
	return id_saved_vehicles_hint(inputs)
});