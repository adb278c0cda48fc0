/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_Load_FailedInputs */

const id_again_load_failed = /** @type {(inputs: Again_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data tiket lama gagal dimuat.`)
};

const en_again_load_failed = /** @type {(inputs: Again_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The earlier ticket could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The earlier ticket could not be loaded." |
*
* @param {Again_Load_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_load_failed = /** @type {((inputs?: Again_Load_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_Load_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_load_failed(inputs)
	return id_again_load_failed(inputs)
});