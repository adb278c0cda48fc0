/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, amount: NonNullable<unknown> }} Ak_Refund_LineInputs */

const id_ak_refund_line = /** @type {(inputs: Ak_Refund_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.percent} %: ${i?.amount}`)
};

const en_ak_refund_line = /** @type {(inputs: Ak_Refund_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund ${i?.percent} %: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Refund {percent} %: {amount}" |
*
* @param {Ak_Refund_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_refund_line = /** @type {((inputs: Ak_Refund_LineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Refund_LineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_refund_line(inputs)
	return id_ak_refund_line(inputs)
});