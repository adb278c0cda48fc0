/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Staff_Password_WeakInputs */

const id_ak_staff_password_weak = /** @type {(inputs: Ak_Staff_Password_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi terlalu mudah ditebak untuk akun petugas. Gunakan minimal 10 karakter, misalnya beberapa kata acak.`)
};

const en_ak_staff_password_weak = /** @type {(inputs: Ak_Staff_Password_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is too easy to guess for a staff account. Use at least 10 characters, for example a few random words.`)
};

/**
* | output |
* | --- |
* | "This password is too easy to guess for a staff account. Use at least 10 characters, for example a few random words." |
*
* @param {Ak_Staff_Password_WeakInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_staff_password_weak = /** @type {((inputs?: Ak_Staff_Password_WeakInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Staff_Password_WeakInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_staff_password_weak(inputs)
	return id_ak_staff_password_weak(inputs)
});