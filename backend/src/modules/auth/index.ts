// The auth module's public surface (docs/architecture.md, "Boundaries"). Entities are exported as
// types only, for relations declared by entity name; roles and the session user live in core/auth.
export { accountEmail } from './account-email';
export type { User } from './user.entity';
