/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, unnamed: NonNullable<unknown> }} Tally_Some_UnnamedInputs */

const id_tally_some_unnamed = /** @type {(inputs: Tally_Some_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} orang, ${i?.unnamed} tanpa nama`)
};

const en_tally_some_unnamed = /** @type {(inputs: Tally_Some_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}, ${i?.unnamed} without a name`)
};

/**
* | output |
* | --- |
* | "{count}, {unnamed} without a name" |
*
* @param {Tally_Some_UnnamedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const tally_some_unnamed = /** @type {((inputs: Tally_Some_UnnamedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tally_Some_UnnamedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_tally_some_unnamed(inputs)
	return id_tally_some_unnamed(inputs)
});