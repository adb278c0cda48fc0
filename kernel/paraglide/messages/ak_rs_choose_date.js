/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Choose_DateInputs */

const id_ak_rs_choose_date = /** @type {(inputs: Ak_Rs_Choose_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal keberangkatan baru`)
};

const en_ak_rs_choose_date = /** @type {(inputs: Ak_Rs_Choose_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New departure date`)
};

/**
* | output |
* | --- |
* | "New departure date" |
*
* @param {Ak_Rs_Choose_DateInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose_date = /** @type {((inputs?: Ak_Rs_Choose_DateInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Choose_DateInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_choose_date(inputs)
	return id_ak_rs_choose_date(inputs)
});