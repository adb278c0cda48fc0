/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_FailedInputs */

const id_daftar_failed = /** @type {(inputs: Daftar_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal gagal dimuat.`)
};

const en_daftar_failed = /** @type {(inputs: Daftar_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The departures could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The departures could not be loaded." |
*
* @param {Daftar_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_failed = /** @type {((inputs?: Daftar_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_failed(inputs)
	return id_daftar_failed(inputs)
});