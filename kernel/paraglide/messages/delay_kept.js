/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_KeptInputs */

const id_delay_kept = /** @type {(inputs: Delay_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket dan kode naik kapal Anda tetap berlaku untuk jam keberangkatan baru.`)
};

const en_delay_kept = /** @type {(inputs: Delay_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket and boarding code stay valid for the new departure time.`)
};

/**
* | output |
* | --- |
* | "Your ticket and boarding code stay valid for the new departure time." |
*
* @param {Delay_KeptInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_kept = /** @type {((inputs?: Delay_KeptInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_KeptInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_kept(inputs)
	return id_delay_kept(inputs)
});