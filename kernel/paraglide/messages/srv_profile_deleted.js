/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_DeletedInputs */

const id_srv_profile_deleted = /** @type {(inputs: Srv_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dihapus.`)
};

const en_srv_profile_deleted = /** @type {(inputs: Srv_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted.`)
};

/**
* | output |
* | --- |
* | "Deleted." |
*
* @param {Srv_Profile_DeletedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_deleted = /** @type {((inputs?: Srv_Profile_DeletedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_DeletedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_deleted(inputs)
	return id_srv_profile_deleted(inputs)
});