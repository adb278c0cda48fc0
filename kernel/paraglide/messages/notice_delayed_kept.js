/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Delayed_KeptInputs */

const id_notice_delayed_kept = /** @type {(inputs: Notice_Delayed_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket Anda tetap berlaku untuk waktu baru.`)
};

const en_notice_delayed_kept = /** @type {(inputs: Notice_Delayed_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket stays valid for the new time.`)
};

/**
* | output |
* | --- |
* | "Your ticket stays valid for the new time." |
*
* @param {Notice_Delayed_KeptInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed_kept = /** @type {((inputs?: Notice_Delayed_KeptInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delayed_KeptInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_delayed_kept(inputs)
	return id_notice_delayed_kept(inputs)
});