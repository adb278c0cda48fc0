/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Stopped_NoteInputs */

const id_ak_stopped_note = /** @type {(inputs: Ak_Stopped_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penjualan tiket keberangkatan ini sedang ditunda oleh operator. Jadwal berlayar tidak berubah dan tiket Anda tetap berlaku.`)
};

const en_ak_stopped_note = /** @type {(inputs: Ak_Stopped_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator has paused ticket sales for this departure. The sailing time is unchanged and your ticket stays valid.`)
};

/**
* | output |
* | --- |
* | "The operator has paused ticket sales for this departure. The sailing time is unchanged and your ticket stays valid." |
*
* @param {Ak_Stopped_NoteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_stopped_note = /** @type {((inputs?: Ak_Stopped_NoteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Stopped_NoteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_stopped_note(inputs)
	return id_ak_stopped_note(inputs)
});