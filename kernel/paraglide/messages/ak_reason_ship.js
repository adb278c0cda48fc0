/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Reason_ShipInputs */

const id_ak_reason_ship = /** @type {(inputs: Ak_Reason_ShipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapal rusak`)
};

const en_ak_reason_ship = /** @type {(inputs: Ak_Reason_ShipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship out of service`)
};

/**
* | output |
* | --- |
* | "Ship out of service" |
*
* @param {Ak_Reason_ShipInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_ship = /** @type {((inputs?: Ak_Reason_ShipInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Reason_ShipInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_reason_ship(inputs)
	return id_ak_reason_ship(inputs)
});