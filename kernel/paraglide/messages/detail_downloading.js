/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_DownloadingInputs */

const id_detail_downloading = /** @type {(inputs: Detail_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mengunduh…`)
};

const en_detail_downloading = /** @type {(inputs: Detail_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloading…`)
};

/**
* | output |
* | --- |
* | "Downloading…" |
*
* @param {Detail_DownloadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_downloading = /** @type {((inputs?: Detail_DownloadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_DownloadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_downloading(inputs)
	return id_detail_downloading(inputs)
});