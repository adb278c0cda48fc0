/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Session_EndedInputs */

const id_login_session_ended = /** @type {(inputs: Login_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesi Anda telah berakhir. Silakan masuk kembali.`)
};

const en_login_session_ended = /** @type {(inputs: Login_Session_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session has ended. Please sign in again.`)
};

/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Login_Session_EndedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_session_ended = /** @type {((inputs?: Login_Session_EndedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Session_EndedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_login_session_ended(inputs)
	return id_login_session_ended(inputs)
});