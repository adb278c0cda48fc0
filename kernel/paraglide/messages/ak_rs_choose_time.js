/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Ak_Rs_Choose_TimeInputs */

const id_ak_rs_choose_time = /** @type {(inputs: Ak_Rs_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pilih ${i?.time}`)
};

const en_ak_rs_choose_time = /** @type {(inputs: Ak_Rs_Choose_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Choose {time}" |
*
* @param {Ak_Rs_Choose_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose_time = /** @type {((inputs: Ak_Rs_Choose_TimeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Choose_TimeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_choose_time(inputs)
	return id_ak_rs_choose_time(inputs)
});