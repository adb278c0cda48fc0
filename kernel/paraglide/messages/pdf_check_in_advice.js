/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Check_In_AdviceInputs */

const id_pdf_check_in_advice = /** @type {(inputs: Pdf_Check_In_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunjukkan e-tiket ini (QR) kepada petugas pelabuhan paling lambat 30 menit sebelum keberangkatan.`)
};

const en_pdf_check_in_advice = /** @type {(inputs: Pdf_Check_In_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show this e-ticket (QR) to the port officer at least 30 minutes before departure.`)
};

/**
* | output |
* | --- |
* | "Show this e-ticket (QR) to the port officer at least 30 minutes before departure." |
*
* @param {Pdf_Check_In_AdviceInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pdf_check_in_advice = /** @type {((inputs?: Pdf_Check_In_AdviceInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Check_In_AdviceInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pdf_check_in_advice(inputs)
	return id_pdf_check_in_advice(inputs)
});