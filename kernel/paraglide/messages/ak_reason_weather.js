/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Reason_WeatherInputs */

const id_ak_reason_weather = /** @type {(inputs: Ak_Reason_WeatherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuaca / izin Syahbandar`)
};

const en_ak_reason_weather = /** @type {(inputs: Ak_Reason_WeatherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weather / harbour master`)
};

/**
* | output |
* | --- |
* | "Weather / harbour master" |
*
* @param {Ak_Reason_WeatherInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_weather = /** @type {((inputs?: Ak_Reason_WeatherInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Reason_WeatherInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_reason_weather(inputs)
	return id_ak_reason_weather(inputs)
});