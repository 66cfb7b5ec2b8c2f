/** Entries per page of GET /admin/audit, by default and at most. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** The longest `quien` filter (an e-mail is at most 254 characters). */
export const AUDIT_ACTOR_FILTER_MAX_LENGTH = 254;

/** desde/hasta are calendar days in the shop's time zone. */
export const AUDIT_TIME_ZONE = 'America/Santiago';
