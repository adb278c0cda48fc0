/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Reason_CuacaInputs */

const id_notice_reason_cuaca = /** @type {(inputs: Notice_Reason_CuacaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuaca / izin Syahbandar`)
};

const en_notice_reason_cuaca = /** @type {(inputs: Notice_Reason_CuacaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weather / harbour master's clearance`)
};

/**
* | output |
* | --- |
* | "Weather / harbour master's clearance" |
*
* @param {Notice_Reason_CuacaInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reason_cuaca = /** @type {((inputs?: Notice_Reason_CuacaInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Reason_CuacaInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_reason_cuaca(inputs)
	return id_notice_reason_cuaca(inputs)
});