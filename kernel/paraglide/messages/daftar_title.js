/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_TitleInputs */

const id_daftar_title = /** @type {(inputs: Daftar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar Tiket`)
};

const en_daftar_title = /** @type {(inputs: Daftar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departures`)
};

/**
* | output |
* | --- |
* | "Departures" |
*
* @param {Daftar_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_title = /** @type {((inputs?: Daftar_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_title(inputs)
	return id_daftar_title(inputs)
});