/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Reason_Kapal_RusakInputs */

const id_notice_reason_kapal_rusak = /** @type {(inputs: Notice_Reason_Kapal_RusakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kapal rusak`)
};

const en_notice_reason_kapal_rusak = /** @type {(inputs: Notice_Reason_Kapal_RusakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship breakdown`)
};

/**
* | output |
* | --- |
* | "Ship breakdown" |
*
* @param {Notice_Reason_Kapal_RusakInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_kapal_rusak = /** @type {((inputs?: Notice_Reason_Kapal_RusakInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Reason_Kapal_RusakInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_reason_kapal_rusak(inputs)
	return id_notice_reason_kapal_rusak(inputs)
});