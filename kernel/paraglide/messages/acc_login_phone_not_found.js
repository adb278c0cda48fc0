/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acc_Login_Phone_Not_FoundInputs */

const id_acc_login_phone_not_found = /** @type {(inputs: Acc_Login_Phone_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomor HP Anda belum tedaftar.`)
};

const en_acc_login_phone_not_found = /** @type {(inputs: Acc_Login_Phone_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your mobile number is not registered yet.`)
};

/**
* | output |
* | --- |
* | "Your mobile number is not registered yet." |
*
* @param {Acc_Login_Phone_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const acc_login_phone_not_found = /** @type {((inputs?: Acc_Login_Phone_Not_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acc_Login_Phone_Not_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_acc_login_phone_not_found(inputs)
	return id_acc_login_phone_not_found(inputs)
});