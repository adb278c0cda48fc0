/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Ak_Refund_RowInputs */

const id_ak_refund_row = /** @type {(inputs: Ak_Refund_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund (${i?.percent} %)`)
};

const en_ak_refund_row = /** @type {(inputs: Ak_Refund_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund (${i?.percent} %)`)
};

/**
* | output |
* | --- |
* | "Refund ({percent} %)" |
*
* @param {Ak_Refund_RowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_row = /** @type {((inputs: Ak_Refund_RowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_RowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_row(inputs)
	return id_ak_refund_row(inputs)
});