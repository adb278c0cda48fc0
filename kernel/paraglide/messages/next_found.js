/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Next_FoundInputs */

const id_next_found = /** @type {(inputs: Next_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan berikutnya yang masih tersedia:`)
};

const en_next_found = /** @type {(inputs: Next_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next departure with places left:`)
};

/**
* | output |
* | --- |
* | "The next departure with places left:" |
*
* @param {Next_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_found = /** @type {((inputs?: Next_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Next_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_next_found(inputs)
	return id_next_found(inputs)
});