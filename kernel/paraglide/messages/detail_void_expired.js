/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Void_ExpiredInputs */

const id_detail_void_expired = /** @type {(inputs: Detail_Void_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas waktu pembayaran 15 menit telah berakhir.`)
};

const en_detail_void_expired = /** @type {(inputs: Detail_Void_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The 15-minute payment window has ended.`)
};

/**
* | output |
* | --- |
* | "The 15-minute payment window has ended." |
*
* @param {Detail_Void_ExpiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_void_expired = /** @type {((inputs?: Detail_Void_ExpiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Void_ExpiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_void_expired(inputs)
	return id_detail_void_expired(inputs)
});