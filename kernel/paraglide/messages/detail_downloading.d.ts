/**
* | output |
* | --- |
* | "Downloading…" |
*
* @param {Detail_DownloadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_downloading: ((inputs?: Detail_DownloadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_DownloadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_DownloadingInputs = {};
