/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Load_FailedInputs */

const id_foot_load_failed = /** @type {(inputs: Foot_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data pemesanan tidak dapat dimuat. Coba lagi.`)
};

const en_foot_load_failed = /** @type {(inputs: Foot_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The booking data could not be loaded. Try again.`)
};

/**
* | output |
* | --- |
* | "The booking data could not be loaded. Try again." |
*
* @param {Foot_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_load_failed = /** @type {((inputs?: Foot_Load_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Load_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_load_failed(inputs)
	return id_foot_load_failed(inputs)
});