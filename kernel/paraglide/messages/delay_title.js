/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_TitleInputs */

const id_delay_title = /** @type {(inputs: Delay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal Keberangkatan Berubah`)
};

const en_delay_title = /** @type {(inputs: Delay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure Time Changed`)
};

/**
* | output |
* | --- |
* | "Departure Time Changed" |
*
* @param {Delay_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_title = /** @type {((inputs?: Delay_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_title(inputs)
	return id_delay_title(inputs)
});