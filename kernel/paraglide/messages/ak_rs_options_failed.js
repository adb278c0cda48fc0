/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Options_FailedInputs */

const id_ak_rs_options_failed = /** @type {(inputs: Ak_Rs_Options_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tidak dapat dimuat.`)
};

const en_ak_rs_options_failed = /** @type {(inputs: Ak_Rs_Options_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The departures could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The departures could not be loaded." |
*
* @param {Ak_Rs_Options_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_options_failed = /** @type {((inputs?: Ak_Rs_Options_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Options_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_options_failed(inputs)
	return id_ak_rs_options_failed(inputs)
});