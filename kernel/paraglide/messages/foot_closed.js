/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_ClosedInputs */

const id_foot_closed = /** @type {(inputs: Foot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini tidak dibuka untuk penjualan online.`)
};

const en_foot_closed = /** @type {(inputs: Foot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure is not open for online sale.`)
};

/**
* | output |
* | --- |
* | "This departure is not open for online sale." |
*
* @param {Foot_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_closed = /** @type {((inputs?: Foot_ClosedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_ClosedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_closed(inputs)
	return id_foot_closed(inputs)
});