/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_Register_AgainInputs */

const id_otp_register_again = /** @type {(inputs: Otp_Register_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar Ulang`)
};

const en_otp_register_again = /** @type {(inputs: Otp_Register_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register Again`)
};

/**
* | output |
* | --- |
* | "Register Again" |
*
* @param {Otp_Register_AgainInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_register_again = /** @type {((inputs?: Otp_Register_AgainInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_Register_AgainInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_register_again(inputs)
	return id_otp_register_again(inputs)
});