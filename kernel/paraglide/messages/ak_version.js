/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Ak_VersionInputs */

const id_ak_version = /** @type {(inputs: Ak_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versi ${i?.version}`)
};

const en_ak_version = /** @type {(inputs: Ak_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Ak_VersionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_version = /** @type {((inputs: Ak_VersionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_VersionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_version(inputs)
	return id_ak_version(inputs)
});