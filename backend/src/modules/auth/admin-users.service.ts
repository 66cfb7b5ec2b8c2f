import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService } from '../audit';
import { Brackets, EntityManager, IsNull, Not, Repository } from 'typeorm';
import { ADMIN_ROLE_LOCK_KEY, ADMIN_USERS_PAGE_SIZE } from './auth.constants';
import { ADMIN_USERS_MESSAGES, AdminUsersError, AdminUsersErrorCode } from './admin-users.errors';
import { ADMIN_USER_COLUMNS, AdminUserResponse, AdminUserRow, toAdminUserResponse } from './admin-users.response';
import type { AdminUsersQuery } from './dto/admin-users.query';
import { UserRole } from '../../core/auth/user-role.enum';
import { User } from './user.entity';
import { escapeLike } from '../../core/database/sql';
import { pagination } from '../../core/validation/paging';

type ChangeResult = { success: true; message: string; user: AdminUserResponse };

/**
 * Staff accounts: list and search every account; promote, demote, disable and enable one.
 *
 * The JWT strategy reads the account on every request, so a role change applies on the caller's
 * next request, and disabling moves the session version on (every token signed before is refused).
 * There is always one active administrator left: every change that could remove one takes the same
 * transaction-scoped advisory lock and counts the others only once it holds it, so two admins
 * demoting or disabling each other at the same moment cannot both pass the check.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminUsersQuery) {
    const qb = this.users
      .createQueryBuilder('u')
      .select(Object.keys(ADMIN_USER_COLUMNS).map((column) => `u.${column}`));
    if (query.rol !== 'all') qb.andWhere('u.role = :role', { role: query.rol });
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      qb.andWhere(
        new Brackets((where) => where.where('u.email ILIKE :pattern', { pattern }).orWhere('u.name ILIKE :pattern')),
      );
    }
    const [rows, totalUsers] = await qb
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip((query.page - 1) * ADMIN_USERS_PAGE_SIZE)
      .take(ADMIN_USERS_PAGE_SIZE)
      .getManyAndCount();
    return {
      success: true as const,
      message: totalUsers === 0 ? ADMIN_USERS_MESSAGES.empty : ADMIN_USERS_MESSAGES.listed,
      users: rows.map(toAdminUserResponse),
      pagination: pagination('users', query.page, ADMIN_USERS_PAGE_SIZE, totalUsers),
    };
  }

  /** Promotion applies on the account's next request; demotion likewise (no session ends). */
  setRole(id: number, role: UserRole, actor: AuditActor): Promise<ChangeResult> {
    return this.change(id, async (manager, user) => {
      if (user.role === role) return null;
      if (role !== UserRole.ADMIN) await this.ensureAnotherActiveAdmin(manager, user);
      await manager.update(User, user.id, { role });
      await this.audit.record(manager, actor, {
        kind: AuditKind.ROLE_CHANGED,
        entityType: AuditEntityType.USER,
        entityId: user.id,
        entityLabel: user.email,
        changes: { role: { before: user.role, after: role } },
      });
      return role === UserRole.ADMIN ? ADMIN_USERS_MESSAGES.promoted : ADMIN_USERS_MESSAGES.demoted;
    });
  }

  /** Disabling ends every session of the account (its session version moves on); enabling ends none. */
  setDisabled(id: number, disabled: boolean, actor: AuditActor): Promise<ChangeResult> {
    return this.change(id, async (manager, user) => {
      if ((user.disabledAt !== null) === disabled) return null;
      if (disabled) await this.ensureAnotherActiveAdmin(manager, user);
      await this.audit.record(manager, actor, {
        kind: disabled ? AuditKind.ACCOUNT_DISABLED : AuditKind.ACCOUNT_ENABLED,
        entityType: AuditEntityType.USER,
        entityId: user.id,
        entityLabel: user.email,
        changes: { disabled: { before: !disabled, after: disabled } },
      });
      if (!disabled) {
        await manager.update(User, user.id, { disabledAt: null });
        return ADMIN_USERS_MESSAGES.enabled;
      }
      await manager.update(User, user.id, { disabledAt: () => 'now()', sessionVersion: () => 'session_version + 1' });
      return ADMIN_USERS_MESSAGES.disabled;
    });
  }

  /** Runs one change under the admin lock; `apply` answers its message, or null when nothing changed. */
  private change(
    id: number,
    apply: (manager: EntityManager, user: AdminUserRow) => Promise<string | null>,
  ): Promise<ChangeResult> {
    return this.users.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_ROLE_LOCK_KEY]);
      // Read after the lock: READ COMMITTED gives this statement the changes committed before it.
      const user = await manager.findOne(User, { where: { id }, select: ADMIN_USER_COLUMNS });
      if (!user) throw new AdminUsersError(AdminUsersErrorCode.UserNotFound);
      const message = await apply(manager, user);
      if (message === null)
        return { success: true, message: ADMIN_USERS_MESSAGES.unchanged, user: toAdminUserResponse(user) };
      const updated = await manager.findOneOrFail(User, { where: { id }, select: ADMIN_USER_COLUMNS });
      return { success: true, message, user: toAdminUserResponse(updated) };
    });
  }

  /** 409 when the account is an active administrator and no other one is left. */
  private async ensureAnotherActiveAdmin(manager: EntityManager, user: AdminUserRow): Promise<void> {
    if (user.role !== UserRole.ADMIN || user.disabledAt !== null) return;
    const others = await manager.count(User, {
      where: { role: UserRole.ADMIN, disabledAt: IsNull(), id: Not(user.id) },
    });
    if (others === 0) throw new AdminUsersError(AdminUsersErrorCode.LastActiveAdmin);
  }
}
