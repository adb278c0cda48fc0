/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_MovedInputs */

const id_ak_moved = /** @type {(inputs: Ak_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal tiket berhasil diubah.`)
};

const en_ak_moved = /** @type {(inputs: Ak_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ticket was moved to the new departure.`)
};

/**
* | output |
* | --- |
* | "The ticket was moved to the new departure." |
*
* @param {Ak_MovedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_moved = /** @type {((inputs?: Ak_MovedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_MovedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_moved(inputs)
	return id_ak_moved(inputs)
});