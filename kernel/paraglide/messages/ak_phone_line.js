/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Ak_Phone_LineInputs */

const id_ak_phone_line = /** @type {(inputs: Ak_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nomor HP: ${i?.phone}`)
};

const en_ak_phone_line = /** @type {(inputs: Ak_Phone_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mobile number: ${i?.phone}`)
};

/**
* | output |
* | --- |
* | "Mobile number: {phone}" |
*
* @param {Ak_Phone_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_phone_line = /** @type {((inputs: Ak_Phone_LineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Phone_LineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_phone_line(inputs)
	return id_ak_phone_line(inputs)
});