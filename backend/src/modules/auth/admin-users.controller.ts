import { Body, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';
import { AdminUsersError, AdminUsersErrorCode } from './admin-users.errors';
import { AdminUsersService } from './admin-users.service';
import type { SessionUser } from '../../core/auth/session-user';
import { UpdateUserRoleDto, UpdateUserStatusDto } from './dto/admin-users.dto';
import { AdminUsersQuery } from './dto/admin-users.query';

const userIdPipe = new DatabaseIdPipe(() => new AdminUsersError(AdminUsersErrorCode.UserNotFound));

@AdminRoutes('users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Cuentas (clientes y administradores) paginadas, las más nuevas primero; búsqueda por email o nombre',
  })
  list(@Query() query: AdminUsersQuery) {
    return this.users.list(query);
  }

  @Put(':id/role')
  @ApiOperation({
    summary: 'Da o quita el rol de administrador (409 si dejaría la tienda sin administradores activos)',
  })
  setRole(@Param('id', userIdPipe) id: number, @Body() dto: UpdateUserRoleDto, @CurrentUser() admin: SessionUser) {
    return this.users.setRole(id, dto.rol, admin);
  }

  @Put(':id/status')
  @ApiOperation({
    summary:
      'Deshabilita (cierra sus sesiones al instante) o vuelve a habilitar una cuenta (409 si es el último administrador activo)',
  })
  setStatus(@Param('id', userIdPipe) id: number, @Body() dto: UpdateUserStatusDto, @CurrentUser() admin: SessionUser) {
    return this.users.setDisabled(id, dto.deshabilitada, admin);
  }
}
