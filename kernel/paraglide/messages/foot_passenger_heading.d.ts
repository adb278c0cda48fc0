/**
* | output |
* | --- |
* | "Passenger {n}" |
*
* @param {Foot_Passenger_HeadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_passenger_heading: ((inputs: Foot_Passenger_HeadingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Passenger_HeadingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Passenger_HeadingInputs = {
    n: NonNullable<unknown>;
};
