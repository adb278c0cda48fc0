/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_DownloadInputs */

const id_detail_download = /** @type {(inputs: Detail_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unduh Tiket`)
};

const en_detail_download = /** @type {(inputs: Detail_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Ticket`)
};

/**
* | output |
* | --- |
* | "Download Ticket" |
*
* @param {Detail_DownloadInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_download = /** @type {((inputs?: Detail_DownloadInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_DownloadInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_download(inputs)
	return id_detail_download(inputs)
});