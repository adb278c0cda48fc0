/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Free_ReasonInputs */

const id_ak_rs_free_reason = /** @type {(inputs: Ak_Rs_Free_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan Anda dibatalkan atau ditunda oleh operator: ubah jadwal tanpa biaya.`)
};

const en_ak_rs_free_reason = /** @type {(inputs: Ak_Rs_Free_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator cancelled or held your departure: changing it is free.`)
};

/**
* | output |
* | --- |
* | "The operator cancelled or held your departure: changing it is free." |
*
* @param {Ak_Rs_Free_ReasonInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_free_reason = /** @type {((inputs?: Ak_Rs_Free_ReasonInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Free_ReasonInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_free_reason(inputs)
	return id_ak_rs_free_reason(inputs)
});