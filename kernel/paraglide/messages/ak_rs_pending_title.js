/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Pending_TitleInputs */

const id_ak_rs_pending_title = /** @type {(inputs: Ak_Rs_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah jadwal menunggu pembayaran`)
};

const en_ak_rs_pending_title = /** @type {(inputs: Ak_Rs_Pending_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure change awaiting payment`)
};

/**
* | output |
* | --- |
* | "Departure change awaiting payment" |
*
* @param {Ak_Rs_Pending_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_pending_title = /** @type {((inputs?: Ak_Rs_Pending_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Pending_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_pending_title(inputs)
	return id_ak_rs_pending_title(inputs)
});