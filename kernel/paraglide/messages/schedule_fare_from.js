/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Fare_FromInputs */

const id_schedule_fare_from = /** @type {(inputs: Schedule_Fare_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mulai`)
};

const en_schedule_fare_from = /** @type {(inputs: Schedule_Fare_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from`)
};

/**
* | output |
* | --- |
* | "from" |
*
* @param {Schedule_Fare_FromInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const schedule_fare_from = /** @type {((inputs?: Schedule_Fare_FromInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Fare_FromInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_schedule_fare_from(inputs)
	return id_schedule_fare_from(inputs)
});