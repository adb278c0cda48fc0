/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_TitleInputs */

const id_alert_title = /** @type {(inputs: Alert_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pemberitahuan`)
};

const en_alert_title = /** @type {(inputs: Alert_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notice`)
};

/**
* | output |
* | --- |
* | "Notice" |
*
* @param {Alert_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const alert_title = /** @type {((inputs?: Alert_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_alert_title(inputs)
	return id_alert_title(inputs)
});