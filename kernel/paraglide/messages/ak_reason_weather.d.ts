/**
* | output |
* | --- |
* | "Weather / harbour master" |
*
* @param {Ak_Reason_WeatherInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_reason_weather: ((inputs?: Ak_Reason_WeatherInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Reason_WeatherInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Reason_WeatherInputs = {};
