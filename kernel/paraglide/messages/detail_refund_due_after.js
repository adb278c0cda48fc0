/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Refund_Due_AfterInputs */

const id_detail_refund_due_after = /** @type {(inputs: Detail_Refund_Due_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`untuk pengembalian dana.`)
};

const en_detail_refund_due_after = /** @type {(inputs: Detail_Refund_Due_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for your refund.`)
};

/**
* | output |
* | --- |
* | "for your refund." |
*
* @param {Detail_Refund_Due_AfterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_refund_due_after = /** @type {((inputs?: Detail_Refund_Due_AfterInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Refund_Due_AfterInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_refund_due_after(inputs)
	return id_detail_refund_due_after(inputs)
});