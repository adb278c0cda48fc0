/**
* | output |
* | --- |
* | "Booking opens only up to 7 days ahead." |
*
* @param {Daftar_Outside_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_outside_window: ((inputs?: Daftar_Outside_WindowInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Outside_WindowInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Outside_WindowInputs = {};
