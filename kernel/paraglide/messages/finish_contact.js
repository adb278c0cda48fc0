/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_ContactInputs */

const id_finish_contact = /** @type {(inputs: Finish_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubungi Pusat Bantuan untuk pengembalian dana:`)
};

const en_finish_contact = /** @type {(inputs: Finish_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact the Help Centre for the refund:`)
};

/**
* | output |
* | --- |
* | "Contact the Help Centre for the refund:" |
*
* @param {Finish_ContactInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_contact = /** @type {((inputs?: Finish_ContactInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_ContactInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_contact(inputs)
	return id_finish_contact(inputs)
});