import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AdminRoutes, CurrentUser } from '../../core/auth/auth.decorators';
import { AuthService } from './auth.service';
import type { SessionUser } from '../../core/auth/session-user';

/** Admin area session check: the SPA calls it to confirm that the stored token is an administrator's. */
@AdminRoutes()
export class AdminController {
  constructor(private readonly auth: AuthService) {}

  @Get('me')
  @ApiOperation({ summary: 'Administrador de la sesión actual' })
  me(@CurrentUser() user: SessionUser) {
    return this.auth.me(user);
  }
}
