import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn } from 'class-validator';
import { UserRole } from '../../../core/auth/user-role.enum';

export class UpdateUserRoleDto {
  @ApiProperty({ enum: UserRole })
  @IsDefined({ message: 'El rol es obligatorio' })
  @IsIn(Object.values(UserRole), { message: 'El rol debe ser CUSTOMER o ADMIN' })
  rol: UserRole;
}

export class UpdateUserStatusDto {
  @ApiProperty({ description: 'true deshabilita la cuenta (y cierra sus sesiones); false la vuelve a habilitar' })
  @IsDefined({ message: 'El estado de la cuenta es obligatorio' })
  @IsBoolean({ message: 'El estado de la cuenta debe ser verdadero o falso' })
  deshabilitada: boolean;
}
