/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_Check_AgainInputs */

const id_finish_check_again = /** @type {(inputs: Finish_Check_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa lagi`)
};

const en_finish_check_again = /** @type {(inputs: Finish_Check_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check again`)
};

/**
* | output |
* | --- |
* | "Check again" |
*
* @param {Finish_Check_AgainInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_check_again = /** @type {((inputs?: Finish_Check_AgainInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_Check_AgainInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_check_again(inputs)
	return id_finish_check_again(inputs)
});