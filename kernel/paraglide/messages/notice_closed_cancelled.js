/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Closed_CancelledInputs */

const id_notice_closed_cancelled = /** @type {(inputs: Notice_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dibatalkan`)
};

const en_notice_closed_cancelled = /** @type {(inputs: Notice_Closed_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

/**
* | output |
* | --- |
* | "cancelled" |
*
* @param {Notice_Closed_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_closed_cancelled = /** @type {((inputs?: Notice_Closed_CancelledInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Closed_CancelledInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_closed_cancelled(inputs)
	return id_notice_closed_cancelled(inputs)
});