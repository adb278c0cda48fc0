/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_ChooseInputs */

const id_schedule_choose = /** @type {(inputs: Schedule_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih Tiket`)
};

const en_schedule_choose = /** @type {(inputs: Schedule_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Ticket`)
};

/**
* | output |
* | --- |
* | "Choose Ticket" |
*
* @param {Schedule_ChooseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const schedule_choose = /** @type {((inputs?: Schedule_ChooseInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_ChooseInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_schedule_choose(inputs)
	return id_schedule_choose(inputs)
});