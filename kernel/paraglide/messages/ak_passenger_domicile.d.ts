/**
* | output |
* | --- |
* | "Passenger {n} home town" |
*
* @param {Ak_Passenger_DomicileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_domicile: ((inputs: Ak_Passenger_DomicileInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Passenger_DomicileInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Passenger_DomicileInputs = {
    n: NonNullable<unknown>;
};
