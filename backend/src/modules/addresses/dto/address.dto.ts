import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { OptionalText, PatternText, RequiredText } from '../../../core/validation/text.validators';
import { ADDRESS_LIMITS as L, POSTAL_CODE_PATTERN } from '../addresses.constants';
import { AddressError, AddressErrorCode } from '../addresses.errors';

export const ADDRESS_VALIDATION_MESSAGES = {
  aliasRequired: 'El alias es obligatorio',
  aliasTooLong: `El alias no puede superar los ${L.alias} caracteres`,
  nombreRequired: 'El nombre de quien recibe es obligatorio',
  nombreTooLong: `El nombre no puede superar los ${L.nombre} caracteres`,
  direccionRequired: 'La dirección es obligatoria',
  direccionTooLong: `La dirección no puede superar los ${L.direccion} caracteres`,
  numeroRequired: 'El número es obligatorio',
  numeroTooLong: `El número no puede superar los ${L.numero} caracteres`,
  deptoInvalid: 'El departamento debe ser un texto',
  deptoTooLong: `El departamento no puede superar los ${L.depto} caracteres`,
  comunaRequired: 'La comuna es obligatoria',
  comunaTooLong: `La comuna no puede superar los ${L.comuna} caracteres`,
  region: 'La región es obligatoria',
  codigoPostal: 'El código postal debe tener 7 dígitos',
  esDefault: 'esDefault debe ser verdadero o falso',
} as const;

const M = ADDRESS_VALIDATION_MESSAGES;

/** POST and PUT body: PUT replaces every field (a blank or missing depto clears it). */
export class AddressDto {
  @ApiProperty({ example: 'Casa', maxLength: L.alias })
  @RequiredText(L.alias, { required: M.aliasRequired, tooLong: M.aliasTooLong })
  alias: string;

  @ApiProperty({ example: 'Ana Pérez', maxLength: L.nombre })
  @RequiredText(L.nombre, { required: M.nombreRequired, tooLong: M.nombreTooLong })
  nombre: string;

  @ApiProperty({ example: 'Av. Providencia', maxLength: L.direccion })
  @RequiredText(L.direccion, { required: M.direccionRequired, tooLong: M.direccionTooLong })
  direccion: string;

  @ApiProperty({ example: '1234', maxLength: L.numero })
  @RequiredText(L.numero, { required: M.numeroRequired, tooLong: M.numeroTooLong }, { acceptNumbers: true })
  numero: string;

  @ApiPropertyOptional({ example: '502', maxLength: L.depto, nullable: true })
  @OptionalText(L.depto, { invalid: M.deptoInvalid, tooLong: M.deptoTooLong })
  depto?: string | null;

  @ApiProperty({ example: 'Providencia', maxLength: L.comuna })
  @RequiredText(L.comuna, { required: M.comunaRequired, tooLong: M.comunaTooLong })
  comuna: string;

  @ApiProperty({ example: 'RM', description: 'Código de región (GET /shipping/regions)' })
  // Any other code (too long included) is answered by the service: 400 'Región inválida'.
  @RequiredText(
    64,
    { required: M.region, tooLong: AddressError.messageOf(AddressErrorCode.InvalidRegion) },
    { uppercase: true },
  )
  region: string;

  @ApiProperty({ example: '7500000' })
  @PatternText(POSTAL_CODE_PATTERN, M.codigoPostal, { acceptNumbers: true })
  codigoPostal: string;

  @ApiPropertyOptional({ description: 'true la deja como predeterminada (la primera dirección siempre lo es)' })
  @IsOptional()
  @IsBoolean({ message: M.esDefault })
  esDefault?: boolean;
}
