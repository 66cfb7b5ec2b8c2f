import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PAGE, pageMessages, PositiveWholeParam } from '../../../core/validation/paging';
import { ADMIN_USERS_SEARCH_MAX_LENGTH } from '../auth.constants';
import { UserRole } from '../../../core/auth/user-role.enum';

export const ADMIN_USER_ROLE_FILTERS = ['all', ...Object.values(UserRole)] as const;
export type AdminUserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];

export class AdminUsersQuery {
  @PositiveWholeParam(1, MAX_PAGE, pageMessages(MAX_PAGE))
  page: number = 1;

  @ApiPropertyOptional({ description: 'Parte del email o del nombre', maxLength: ADMIN_USERS_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'La búsqueda debe ser un texto' })
  @MaxLength(ADMIN_USERS_SEARCH_MAX_LENGTH, {
    message: `La búsqueda no puede tener más de ${ADMIN_USERS_SEARCH_MAX_LENGTH} caracteres`,
  })
  search?: string;

  @ApiPropertyOptional({ enum: ADMIN_USER_ROLE_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(ADMIN_USER_ROLE_FILTERS, { message: 'El rol debe ser all, CUSTOMER o ADMIN' })
  rol: AdminUserRoleFilter = 'all';
}
