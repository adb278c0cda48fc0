/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Held_Past_NoteInputs */

const id_ak_held_past_note = /** @type {(inputs: Ak_Held_Past_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini masih ditahan dan jam keberangkatannya sudah lewat. Operator akan membukanya kembali atau membatalkannya; Anda akan diberi tahu.`)
};

const en_ak_held_past_note = /** @type {(inputs: Ak_Held_Past_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure is still held and its time has passed. The operator will reopen or cancel it; you will be notified.`)
};

/**
* | output |
* | --- |
* | "This departure is still held and its time has passed. The operator will reopen or cancel it; you will be notified." |
*
* @param {Ak_Held_Past_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_past_note = /** @type {((inputs?: Ak_Held_Past_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Held_Past_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_held_past_note(inputs)
	return id_ak_held_past_note(inputs)
});