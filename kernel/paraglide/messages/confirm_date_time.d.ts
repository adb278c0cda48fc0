/**
* | output |
* | --- |
* | "Date and Time" |
*
* @param {Confirm_Date_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_date_time: ((inputs?: Confirm_Date_TimeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Date_TimeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Date_TimeInputs = {};
