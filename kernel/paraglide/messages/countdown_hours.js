/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Countdown_HoursInputs */

const id_countdown_hours = /** @type {(inputs: Countdown_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jam`)
};

const en_countdown_hours = /** @type {(inputs: Countdown_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Countdown_HoursInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_hours = /** @type {((inputs?: Countdown_HoursInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Countdown_HoursInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_countdown_hours(inputs)
	return id_countdown_hours(inputs)
});