/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Unfinished_TitleInputs */

const id_confirm_unfinished_title = /** @type {(inputs: Confirm_Unfinished_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran Tidak Selesai!`)
};

const en_confirm_unfinished_title = /** @type {(inputs: Confirm_Unfinished_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Not Completed!`)
};

/**
* | output |
* | --- |
* | "Payment Not Completed!" |
*
* @param {Confirm_Unfinished_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_unfinished_title = /** @type {((inputs?: Confirm_Unfinished_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Unfinished_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_unfinished_title(inputs)
	return id_confirm_unfinished_title(inputs)
});