/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Closed_HeldInputs */

const id_notice_closed_held = /** @type {(inputs: Notice_Closed_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ditahan`)
};

const en_notice_closed_held = /** @type {(inputs: Notice_Closed_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`put on hold`)
};

/**
* | output |
* | --- |
* | "put on hold" |
*
* @param {Notice_Closed_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_closed_held = /** @type {((inputs?: Notice_Closed_HeldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Closed_HeldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_closed_held(inputs)
	return id_notice_closed_held(inputs)
});