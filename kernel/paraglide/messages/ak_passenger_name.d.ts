/**
* | output |
* | --- |
* | "Passenger {n} name" |
*
* @param {Ak_Passenger_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_passenger_name: ((inputs: Ak_Passenger_NameInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Passenger_NameInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Passenger_NameInputs = {
    n: NonNullable<unknown>;
};
