/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_AutoInputs */

const id_finish_auto = /** @type {(inputs: Finish_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman ini akan menampilkan tiket Anda secara otomatis.`)
};

const en_finish_auto = /** @type {(inputs: Finish_AutoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page will show your ticket automatically.`)
};

/**
* | output |
* | --- |
* | "This page will show your ticket automatically." |
*
* @param {Finish_AutoInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_auto = /** @type {((inputs?: Finish_AutoInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_AutoInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_auto(inputs)
	return id_finish_auto(inputs)
});