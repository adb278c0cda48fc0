/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Confirm_Pay_ActionInputs */

const id_ak_rs_confirm_pay_action = /** @type {(inputs: Ak_Rs_Confirm_Pay_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bayar dan Ubah Jadwal`)
};

const en_ak_rs_confirm_pay_action = /** @type {(inputs: Ak_Rs_Confirm_Pay_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay and Change Departure`)
};

/**
* | output |
* | --- |
* | "Pay and Change Departure" |
*
* @param {Ak_Rs_Confirm_Pay_ActionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_pay_action = /** @type {((inputs?: Ak_Rs_Confirm_Pay_ActionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Confirm_Pay_ActionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_confirm_pay_action(inputs)
	return id_ak_rs_confirm_pay_action(inputs)
});