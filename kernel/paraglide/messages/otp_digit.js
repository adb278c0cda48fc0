/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Otp_DigitInputs */

const id_otp_digit = /** @type {(inputs: Otp_DigitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Digit ${i?.n} dari ${i?.total}`)
};

const en_otp_digit = /** @type {(inputs: Otp_DigitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Digit ${i?.n} of ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Digit {n} of {total}" |
*
* @param {Otp_DigitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_digit = /** @type {((inputs: Otp_DigitInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_DigitInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_digit(inputs)
	return id_otp_digit(inputs)
});