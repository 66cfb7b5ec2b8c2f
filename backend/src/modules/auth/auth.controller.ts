import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Redirect, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated, CurrentUser } from '../../core/auth/auth.decorators';
import { ClientKey } from '../../core/rate-limit/client-key.decorator';
import { RateLimit } from '../../core/rate-limit/rate-limit.guard';
import { AUTH_IP_RATE_LIMIT, PASSWORD_RESET_IP_LIMIT } from './auth.constants';
import { AuthService } from './auth.service';
import { ChangePasswordDto, GoogleSignInDto, LoginDto, RegisterDto, UpdateProfileDto } from './dto/account.dto';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { GoogleOAuthGuard } from './google/google-oauth.guard';
import { PasswordResetService } from './password-reset.service';
import type { SessionUser } from '../../core/auth/session-user';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'Configuración pública de inicio de sesión (id de cliente de Google o null)' })
  config() {
    return this.auth.publicConfig();
  }

  @Post('register')
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @ApiOperation({ summary: 'Crea una cuenta con email y contraseña e inicia sesión' })
  register(@Body() dto: RegisterDto) {
    return this.auth.register(dto);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @ApiOperation({ summary: 'Inicio de sesión de clientes y administradores (el usuario trae su rol)' })
  login(@Body() dto: LoginDto, @ClientKey() client: string) {
    return this.auth.login(dto, client);
  }

  @Post('google')
  @HttpCode(HttpStatus.OK)
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @ApiOperation({ summary: 'Inicio de sesión con el ID token de Google Identity Services' })
  google(@Body() dto: GoogleSignInDto) {
    return this.auth.signInWithGoogle(dto.token);
  }

  @Get('google/redirect')
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @UseGuards(GoogleOAuthGuard)
  @ApiOperation({ summary: 'Flujo por redirección: envía el navegador a Google' })
  googleRedirect(): void {
    // GoogleOAuthGuard has already answered with the redirect to Google.
  }

  @Get('google/callback')
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @UseGuards(GoogleOAuthGuard)
  @Redirect()
  @ApiOperation({ summary: 'Vuelta desde Google: redirige a /login#token=... (o /login#error=google)' })
  googleCallback(@Req() request: Request & { user?: SessionUser | null }) {
    return this.auth.googleLanding(request.user);
  }

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @RateLimit(AUTH_IP_RATE_LIMIT, PASSWORD_RESET_IP_LIMIT)
  @ApiOperation({
    summary: 'Pide un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)',
  })
  forgotPassword(@Body() dto: ForgotPasswordDto) {
    return this.passwordReset.requestReset(dto);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @RateLimit(AUTH_IP_RATE_LIMIT)
  @ApiOperation({
    summary: 'Fija una contraseña nueva con el token del enlace, cierra las demás sesiones e inicia sesión',
  })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.passwordReset.resetPassword(dto);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'Usuario de la sesión actual' })
  me(@CurrentUser() user: SessionUser) {
    return this.auth.me(user);
  }

  @Put('profile')
  @Authenticated()
  @ApiOperation({ summary: 'Cambia el nombre' })
  updateProfile(@CurrentUser() user: SessionUser, @Body() dto: UpdateProfileDto) {
    return this.auth.updateProfile(user, dto);
  }

  @Put('password')
  @Authenticated()
  @ApiOperation({ summary: 'Cambia la contraseña (las cuentas solo de Google fijan la primera sin la actual)' })
  changePassword(@CurrentUser() user: SessionUser, @Body() dto: ChangePasswordDto, @ClientKey() client: string) {
    return this.auth.changePassword(user, dto, client);
  }
}
