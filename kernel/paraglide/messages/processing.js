/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ProcessingInputs */

const id_processing = /** @type {(inputs: ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memproses…`)
};

const en_processing = /** @type {(inputs: ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing…`)
};

/**
* | output |
* | --- |
* | "Processing…" |
*
* @param {ProcessingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const processing = /** @type {((inputs?: ProcessingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ProcessingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_processing(inputs)
	return id_processing(inputs)
});