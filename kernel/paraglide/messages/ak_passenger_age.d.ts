/**
* | output |
* | --- |
* | "Passenger {n} age" |
*
* @param {Ak_Passenger_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_age: ((inputs: Ak_Passenger_AgeInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Passenger_AgeInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Passenger_AgeInputs = {
    n: NonNullable<unknown>;
};
