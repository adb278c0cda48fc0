/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Reason_LainnyaInputs */

const id_notice_reason_lainnya = /** @type {(inputs: Notice_Reason_LainnyaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lainnya`)
};

const en_notice_reason_lainnya = /** @type {(inputs: Notice_Reason_LainnyaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Notice_Reason_LainnyaInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_lainnya = /** @type {((inputs?: Notice_Reason_LainnyaInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Reason_LainnyaInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_reason_lainnya(inputs)
	return id_notice_reason_lainnya(inputs)
});