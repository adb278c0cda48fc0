/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Cancel_DoneInputs */

const id_ak_cancel_done = /** @type {(inputs: Ak_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket dibatalkan. Status refund dapat dilihat di bawah.`)
};

const en_ak_cancel_done = /** @type {(inputs: Ak_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket cancelled. See the refund status below.`)
};

/**
* | output |
* | --- |
* | "Ticket cancelled. See the refund status below." |
*
* @param {Ak_Cancel_DoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_cancel_done = /** @type {((inputs?: Ak_Cancel_DoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Cancel_DoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_cancel_done(inputs)
	return id_ak_cancel_done(inputs)
});