/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Delayed_FreeInputs */

const id_notice_delayed_free = /** @type {(inputs: Notice_Delayed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda dapat pindah jadwal gratis atau refund 100 % sebelum waktu baru.`)
};

const en_notice_delayed_free = /** @type {(inputs: Notice_Delayed_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may move to another departure for free or get a 100 % refund before the new time.`)
};

/**
* | output |
* | --- |
* | "You may move to another departure for free or get a 100 % refund before the new time." |
*
* @param {Notice_Delayed_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed_free = /** @type {((inputs?: Notice_Delayed_FreeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Delayed_FreeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_delayed_free(inputs)
	return id_notice_delayed_free(inputs)
});