/**
* | output |
* | --- |
* | "Passenger {n}" |
*
* @param {Ak_Passenger_NInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_n: ((inputs: Ak_Passenger_NInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Passenger_NInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Passenger_NInputs = {
    n: NonNullable<unknown>;
};
