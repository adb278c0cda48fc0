/**
* | output |
* | --- |
* | "Deleted." |
*
* @param {Srv_Profile_DeletedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_deleted: ((inputs?: Srv_Profile_DeletedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Srv_Profile_DeletedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Srv_Profile_DeletedInputs = {};
