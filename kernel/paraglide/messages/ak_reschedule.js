/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_RescheduleInputs */

const id_ak_reschedule = /** @type {(inputs: Ak_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Jadwal`)
};

const en_ak_reschedule = /** @type {(inputs: Ak_RescheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Departure`)
};

/**
* | output |
* | --- |
* | "Change Departure" |
*
* @param {Ak_RescheduleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reschedule = /** @type {((inputs?: Ak_RescheduleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_RescheduleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_reschedule(inputs)
	return id_ak_reschedule(inputs)
});