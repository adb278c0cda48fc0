/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Paid_TitleInputs */

const id_detail_paid_title = /** @type {(inputs: Detail_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran Berhasil`)
};

const en_detail_paid_title = /** @type {(inputs: Detail_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful`)
};

/**
* | output |
* | --- |
* | "Payment Successful" |
*
* @param {Detail_Paid_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_paid_title = /** @type {((inputs?: Detail_Paid_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Paid_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_paid_title(inputs)
	return id_detail_paid_title(inputs)
});