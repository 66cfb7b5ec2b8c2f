import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** Hide (true) or show again (false) a review or a reply. */
export class UpdateVisibilityDto {
  @ApiProperty({ description: 'true oculta la reseña o respuesta en la tienda; false la vuelve a mostrar' })
  @IsBoolean({ message: 'oculta debe ser true o false' })
  oculta: boolean;
}
