/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delay_FreeInputs */

const id_delay_free = /** @type {(inputs: Delay_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda dapat pindah jadwal gratis atau refund 100 % sebelum jam keberangkatan baru.`)
};

const en_delay_free = /** @type {(inputs: Delay_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may move to another departure for free or get a 100 % refund before the new departure time.`)
};

/**
* | output |
* | --- |
* | "You may move to another departure for free or get a 100 % refund before the new departure time." |
*
* @param {Delay_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delay_free = /** @type {((inputs?: Delay_FreeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delay_FreeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_delay_free(inputs)
	return id_delay_free(inputs)
});