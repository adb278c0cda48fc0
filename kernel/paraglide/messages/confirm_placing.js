/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_PlacingInputs */

const id_confirm_placing = /** @type {(inputs: Confirm_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memproses pesanan…`)
};

const en_confirm_placing = /** @type {(inputs: Confirm_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing the order…`)
};

/**
* | output |
* | --- |
* | "Processing the order…" |
*
* @param {Confirm_PlacingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_placing = /** @type {((inputs?: Confirm_PlacingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_PlacingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_placing(inputs)
	return id_confirm_placing(inputs)
});