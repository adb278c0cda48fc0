/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tally_UnnamedInputs */

const id_tally_unnamed = /** @type {(inputs: Tally_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} orang, tanpa nama`)
};

const en_tally_unnamed = /** @type {(inputs: Tally_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}, without names`)
};

/**
* | output |
* | --- |
* | "{count}, without names" |
*
* @param {Tally_UnnamedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const tally_unnamed = /** @type {((inputs: Tally_UnnamedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tally_UnnamedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_tally_unnamed(inputs)
	return id_tally_unnamed(inputs)
});