/**
* | output |
* | --- |
* | "from" |
*
* @param {Schedule_Fare_FromInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const schedule_fare_from: ((inputs?: Schedule_Fare_FromInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Fare_FromInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Fare_FromInputs = {};
