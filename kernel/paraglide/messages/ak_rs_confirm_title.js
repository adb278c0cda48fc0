/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Confirm_TitleInputs */

const id_ak_rs_confirm_title = /** @type {(inputs: Ak_Rs_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi Ubah Jadwal`)
};

const en_ak_rs_confirm_title = /** @type {(inputs: Ak_Rs_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Departure Change`)
};

/**
* | output |
* | --- |
* | "Confirm Departure Change" |
*
* @param {Ak_Rs_Confirm_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_title = /** @type {((inputs?: Ak_Rs_Confirm_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Confirm_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_confirm_title(inputs)
	return id_ak_rs_confirm_title(inputs)
});