/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Rs_Seats_LeftInputs */

const id_ak_rs_seats_left = /** @type {(inputs: Ak_Rs_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sisa ${i?.n} kursi`)
};

const en_ak_rs_seats_left = /** @type {(inputs: Ak_Rs_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} seats left`)
};

/**
* | output |
* | --- |
* | "{n} seats left" |
*
* @param {Ak_Rs_Seats_LeftInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_seats_left = /** @type {((inputs: Ak_Rs_Seats_LeftInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Seats_LeftInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_seats_left(inputs)
	return id_ak_rs_seats_left(inputs)
});