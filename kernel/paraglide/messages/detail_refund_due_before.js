/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Refund_Due_BeforeInputs */

const id_detail_refund_due_before = /** @type {(inputs: Detail_Refund_Due_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempat pada keberangkatan ini sudah habis saat pembayaran Anda diterima. Hubungi`)
};

const en_detail_refund_due_before = /** @type {(inputs: Detail_Refund_Due_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure was full when your payment arrived. Contact the`)
};

/**
* | output |
* | --- |
* | "This departure was full when your payment arrived. Contact the" |
*
* @param {Detail_Refund_Due_BeforeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_refund_due_before = /** @type {((inputs?: Detail_Refund_Due_BeforeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Refund_Due_BeforeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_refund_due_before(inputs)
	return id_detail_refund_due_before(inputs)
});