/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_EmptyInputs */

const id_saya_empty = /** @type {(inputs: Saya_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada tiket aktif. Pesan tiket penyeberanganmu dari Beranda.`)
};

const en_saya_empty = /** @type {(inputs: Saya_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active tickets yet. Book your crossing from Home.`)
};

/**
* | output |
* | --- |
* | "No active tickets yet. Book your crossing from Home." |
*
* @param {Saya_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_empty = /** @type {((inputs?: Saya_EmptyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_EmptyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_empty(inputs)
	return id_saya_empty(inputs)
});