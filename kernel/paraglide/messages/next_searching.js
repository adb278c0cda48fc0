/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Next_SearchingInputs */

const id_next_searching = /** @type {(inputs: Next_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mencari keberangkatan berikutnya…`)
};

const en_next_searching = /** @type {(inputs: Next_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for the next departure…`)
};

/**
* | output |
* | --- |
* | "Looking for the next departure…" |
*
* @param {Next_SearchingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_searching = /** @type {((inputs?: Next_SearchingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Next_SearchingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_next_searching(inputs)
	return id_next_searching(inputs)
});