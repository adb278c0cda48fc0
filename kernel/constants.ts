// Fixed facts of the operation, written once for both sides: the schedule cards show the vessel
// (spec §1: a fixed label), the e-ticket and the port's papers print it with the operator's name.
export const VESSEL_NAME = 'KMP Sumut I';
export const OPERATOR_NAME = 'PT Seberang Danau Toba';

/** The two ports of the crossing (spec §1), as the route list names them. */
export const PORT_SIMANINDO = 'Simanindo';
export const PORT_TIGARAS = 'Tigaras';
