/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Date_TimeInputs */

const id_confirm_date_time = /** @type {(inputs: Confirm_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal dan Waktu`)
};

const en_confirm_date_time = /** @type {(inputs: Confirm_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date and Time`)
};

/**
* | output |
* | --- |
* | "Date and Time" |
*
* @param {Confirm_Date_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_date_time = /** @type {((inputs?: Confirm_Date_TimeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Date_TimeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_date_time(inputs)
	return id_confirm_date_time(inputs)
});