/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Countdown_DaysInputs */

const id_countdown_days = /** @type {(inputs: Countdown_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hari`)
};

const en_countdown_days = /** @type {(inputs: Countdown_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days`)
};

/**
* | output |
* | --- |
* | "Days" |
*
* @param {Countdown_DaysInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const countdown_days = /** @type {((inputs?: Countdown_DaysInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Countdown_DaysInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_countdown_days(inputs)
	return id_countdown_days(inputs)
});