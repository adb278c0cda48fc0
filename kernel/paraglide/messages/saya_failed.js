/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_FailedInputs */

const id_saya_failed = /** @type {(inputs: Saya_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket gagal dimuat.`)
};

const en_saya_failed = /** @type {(inputs: Saya_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tickets could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The tickets could not be loaded." |
*
* @param {Saya_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_failed = /** @type {((inputs?: Saya_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_failed(inputs)
	return id_saya_failed(inputs)
});