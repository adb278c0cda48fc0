/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acc_UnexpectedInputs */

const id_acc_unexpected = /** @type {(inputs: Acc_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error tidak terduga.`)
};

const en_acc_unexpected = /** @type {(inputs: Acc_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected error.`)
};

/**
* | output |
* | --- |
* | "Unexpected error." |
*
* @param {Acc_UnexpectedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_unexpected = /** @type {((inputs?: Acc_UnexpectedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acc_UnexpectedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_acc_unexpected(inputs)
	return id_acc_unexpected(inputs)
});