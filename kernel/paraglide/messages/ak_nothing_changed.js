/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Nothing_ChangedInputs */

const id_ak_nothing_changed = /** @type {(inputs: Ak_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada data yang diubah.`)
};

const en_ak_nothing_changed = /** @type {(inputs: Ak_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has been changed yet.`)
};

/**
* | output |
* | --- |
* | "Nothing has been changed yet." |
*
* @param {Ak_Nothing_ChangedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_nothing_changed = /** @type {((inputs?: Ak_Nothing_ChangedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Nothing_ChangedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_nothing_changed(inputs)
	return id_ak_nothing_changed(inputs)
});