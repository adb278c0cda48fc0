/**
* | output |
* | --- |
* | "{name} ({type}, {age} years)" |
*
* @param {Confirm_Named_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_named_passenger: ((inputs: Confirm_Named_PassengerInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Named_PassengerInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Named_PassengerInputs = {
    name: NonNullable<unknown>;
    type: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
