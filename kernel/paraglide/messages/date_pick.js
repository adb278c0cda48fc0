/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Date_PickInputs */

const id_date_pick = /** @type {(inputs: Date_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih tanggal`)
};

const en_date_pick = /** @type {(inputs: Date_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date`)
};

/**
* | output |
* | --- |
* | "Choose a date" |
*
* @param {Date_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const date_pick = /** @type {((inputs?: Date_PickInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_PickInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_date_pick(inputs)
	return id_date_pick(inputs)
});