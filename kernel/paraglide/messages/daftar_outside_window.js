/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Outside_WindowInputs */

const id_daftar_outside_window = /** @type {(inputs: Daftar_Outside_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pemesanan hanya dibuka sampai 7 hari ke depan.`)
};

const en_daftar_outside_window = /** @type {(inputs: Daftar_Outside_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking opens only up to 7 days ahead.`)
};

/**
* | output |
* | --- |
* | "Booking opens only up to 7 days ahead." |
*
* @param {Daftar_Outside_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_outside_window = /** @type {((inputs?: Daftar_Outside_WindowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Outside_WindowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_outside_window(inputs)
	return id_daftar_outside_window(inputs)
});