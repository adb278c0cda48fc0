/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_CheckingInputs */

const id_confirm_checking = /** @type {(inputs: Confirm_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memeriksa pesanan…`)
};

const en_confirm_checking = /** @type {(inputs: Confirm_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the order…`)
};

/**
* | output |
* | --- |
* | "Checking the order…" |
*
* @param {Confirm_CheckingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_checking = /** @type {((inputs?: Confirm_CheckingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_CheckingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_checking(inputs)
	return id_confirm_checking(inputs)
});