/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, amount: NonNullable<unknown> }} Ak_Fee_LineInputs */

const id_ak_fee_line = /** @type {(inputs: Ak_Fee_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Biaya ${i?.percent} %: ${i?.amount}`)
};

const en_ak_fee_line = /** @type {(inputs: Ak_Fee_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fee ${i?.percent} %: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Fee {percent} %: {amount}" |
*
* @param {Ak_Fee_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_fee_line = /** @type {((inputs: Ak_Fee_LineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Fee_LineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_fee_line(inputs)
	return id_ak_fee_line(inputs)
});