/**
 * The catalogue versions cached responses are keyed by (catalog_state, maintained by the trigger
 * catalog_bump_version() of migration CatalogSearch: once per transaction that writes a catalogue
 * table). Bulk writers that commit many small transactions (the Excel import) defer that bump, so
 * shoppers' cached pages are not all retired a few times per second, and publish their changes
 * with one bump every few seconds and at their end.
 */

/** In a transaction: its catalogue writes do not bump the versions (the trigger sees them as bumped). */
export const DEFER_CATALOG_VERSION_BUMP_SQL = `SELECT set_config('catalog.version_bumped', 'on', true), set_config('catalog.search_version_bumped', 'on', true)`;

/** Publishes every catalogue write committed so far: every cached response is computed again. */
export const BUMP_CATALOG_VERSIONS_SQL = `UPDATE "catalog_state" SET "version" = "version" + 1, "search_version" = "search_version" + 1 WHERE "id" = 1`;
