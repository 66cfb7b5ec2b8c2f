import type { EntityManager } from 'typeorm';

/** An account's e-mail, read inside the caller's transaction; null for an account deleted since. */
export async function accountEmail(manager: EntityManager, userId: number): Promise<string | null> {
  const [user] = await manager.query<Array<{ email: string }>>(`SELECT email FROM users WHERE id = $1`, [userId]);
  return user?.email ?? null;
}
