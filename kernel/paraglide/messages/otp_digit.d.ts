/**
* | output |
* | --- |
* | "Digit {n} of {total}" |
*
* @param {Otp_DigitInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_digit: ((inputs: Otp_DigitInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Otp_DigitInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Otp_DigitInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
