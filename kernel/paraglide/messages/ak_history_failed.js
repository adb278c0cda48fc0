/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_FailedInputs */

const id_ak_history_failed = /** @type {(inputs: Ak_History_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat gagal dimuat.`)
};

const en_ak_history_failed = /** @type {(inputs: Ak_History_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The history could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The history could not be loaded." |
*
* @param {Ak_History_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_failed = /** @type {((inputs?: Ak_History_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_failed(inputs)
	return id_ak_history_failed(inputs)
});