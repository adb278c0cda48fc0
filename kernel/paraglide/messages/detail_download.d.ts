/**
* | output |
* | --- |
* | "Download Ticket" |
*
* @param {Detail_DownloadInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_download: ((inputs?: Detail_DownloadInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Detail_DownloadInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Detail_DownloadInputs = {};
