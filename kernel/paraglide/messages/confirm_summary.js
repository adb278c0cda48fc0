/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_SummaryInputs */

const id_confirm_summary = /** @type {(inputs: Confirm_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ringkasan Pesanan`)
};

const en_confirm_summary = /** @type {(inputs: Confirm_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Summary`)
};

/**
* | output |
* | --- |
* | "Order Summary" |
*
* @param {Confirm_SummaryInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_summary = /** @type {((inputs?: Confirm_SummaryInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_SummaryInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_summary(inputs)
	return id_confirm_summary(inputs)
});