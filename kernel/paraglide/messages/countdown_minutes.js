/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Countdown_MinutesInputs */

const id_countdown_minutes = /** @type {(inputs: Countdown_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menit`)
};

const en_countdown_minutes = /** @type {(inputs: Countdown_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes`)
};

/**
* | output |
* | --- |
* | "Minutes" |
*
* @param {Countdown_MinutesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_minutes = /** @type {((inputs?: Countdown_MinutesInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Countdown_MinutesInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_countdown_minutes(inputs)
	return id_countdown_minutes(inputs)
});