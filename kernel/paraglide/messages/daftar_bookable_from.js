/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Daftar_Bookable_FromInputs */

const id_daftar_bookable_from = /** @type {(inputs: Daftar_Bookable_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jadwal tanggal ini dapat dipesan mulai ${i?.date}.`)
};

const en_daftar_bookable_from = /** @type {(inputs: Daftar_Bookable_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Departures on this date can be booked from ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Departures on this date can be booked from {date}." |
*
* @param {Daftar_Bookable_FromInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_bookable_from = /** @type {((inputs: Daftar_Bookable_FromInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Bookable_FromInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_bookable_from(inputs)
	return id_daftar_bookable_from(inputs)
});