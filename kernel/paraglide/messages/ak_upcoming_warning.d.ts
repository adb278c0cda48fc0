/**
* | output |
* | --- |
* | "You still have {count} paid tickets for upcoming departures. Once the account is deleted, they can no longer be opened in the app. Download the e-tickets fir..." |
*
* @param {Ak_Upcoming_WarningInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_upcoming_warning: ((inputs: Ak_Upcoming_WarningInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Upcoming_WarningInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Upcoming_WarningInputs = {
    count: NonNullable<unknown>;
};
