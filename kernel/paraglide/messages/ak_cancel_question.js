/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Cancel_QuestionInputs */

const id_ak_cancel_question = /** @type {(inputs: Ak_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket ini akan dibatalkan dan tidak dapat dipakai lagi. Lanjutkan?`)
};

const en_ak_cancel_question = /** @type {(inputs: Ak_Cancel_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket will be cancelled and can no longer be used. Continue?`)
};

/**
* | output |
* | --- |
* | "This ticket will be cancelled and can no longer be used. Continue?" |
*
* @param {Ak_Cancel_QuestionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel_question = /** @type {((inputs?: Ak_Cancel_QuestionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Cancel_QuestionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_cancel_question(inputs)
	return id_ak_cancel_question(inputs)
});