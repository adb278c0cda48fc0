/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_Refund_TitleInputs */

const id_finish_refund_title = /** @type {(inputs: Finish_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dana Akan Dikembalikan`)
};

const en_finish_refund_title = /** @type {(inputs: Finish_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Money Will Be Refunded`)
};

/**
* | output |
* | --- |
* | "Your Money Will Be Refunded" |
*
* @param {Finish_Refund_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_refund_title = /** @type {((inputs?: Finish_Refund_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_Refund_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_refund_title(inputs)
	return id_finish_refund_title(inputs)
});