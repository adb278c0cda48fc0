/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_Waiting_TitleInputs */

const id_finish_waiting_title = /** @type {(inputs: Finish_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menunggu konfirmasi pembayaran`)
};

const en_finish_waiting_title = /** @type {(inputs: Finish_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for payment confirmation`)
};

/**
* | output |
* | --- |
* | "Waiting for payment confirmation" |
*
* @param {Finish_Waiting_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_waiting_title = /** @type {((inputs?: Finish_Waiting_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_Waiting_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_waiting_title(inputs)
	return id_finish_waiting_title(inputs)
});