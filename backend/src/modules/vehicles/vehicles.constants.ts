/** Vehicles a customer's garage keeps ('Mi garaje'); guests keep as many in local storage. */
export const GARAGE_MAX_VEHICLES = 3;
/** POST /garage/merge: more than a guest garage holds, a bound for abuse. */
export const MAX_MERGED_VEHICLES = 10;

/** Years offered for a model: those its compatibilities cover, within [MIN_LISTED_YEAR, this year + YEARS_AHEAD]. */
export const MIN_LISTED_YEAR = 1950;
/** Next year's models are sold from mid-year. */
export const YEARS_AHEAD = 1;

/** Namespace of the per-customer advisory lock ('GRGE'), so garage writes of one customer run one at a time. */
export const GARAGE_LOCK_NAMESPACE = 0x47524745;
