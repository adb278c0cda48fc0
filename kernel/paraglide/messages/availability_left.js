/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ qty: NonNullable<unknown> }} Availability_LeftInputs */

const id_availability_left = /** @type {(inputs: Availability_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.qty} tiket tersedia`)
};

const en_availability_left = /** @type {(inputs: Availability_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.qty} tickets available`)
};

/**
* | output |
* | --- |
* | "{qty} tickets available" |
*
* @param {Availability_LeftInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const availability_left = /** @type {((inputs: Availability_LeftInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Availability_LeftInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_availability_left(inputs)
	return id_availability_left(inputs)
});