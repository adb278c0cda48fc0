/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ knots: NonNullable<unknown> }} Ak_Reason_WindInputs */

const id_ak_reason_wind = /** @type {(inputs: Ak_Reason_WindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(angin ${i?.knots} knot)`)
};

const en_ak_reason_wind = /** @type {(inputs: Ak_Reason_WindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(wind ${i?.knots} knots)`)
};

/**
* | output |
* | --- |
* | "(wind {knots} knots)" |
*
* @param {Ak_Reason_WindInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_wind = /** @type {((inputs: Ak_Reason_WindInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Reason_WindInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_reason_wind(inputs)
	return id_ak_reason_wind(inputs)
});