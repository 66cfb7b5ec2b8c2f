import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAGE } from '../../../core/validation/paging';
import { ADMIN_USERS_SEARCH_MAX_LENGTH } from '../auth.constants';
import { UserRole } from '../../../core/auth/user-role.enum';

export const ADMIN_USER_ROLE_FILTERS = ['all', ...Object.values(UserRole)] as const;
export type AdminUserRoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];

export class AdminUsersQuery {
  @ApiPropertyOptional({ default: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser 1 o mayor' })
  @Max(MAX_PAGE, { message: `La página no puede ser mayor que ${MAX_PAGE}` })
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
