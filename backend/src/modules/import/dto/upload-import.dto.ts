import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SESSION_ID_PATTERN } from '../import.constants';
import { ImportError, ImportErrorCode } from '../import.errors';

const toBoolean = ({ value }: { value: unknown }) =>
  value === true || value === 'true' || value === '1'
    ? true
    : value === false || value === 'false' || value === '0' || value === '' || value === undefined
      ? false
      : value;

/** Multipart fields of POST /import/excel (the file itself is the `excel` part). */
export class UploadImportDto {
  @ApiProperty({
    example: 'import-1732300000000-k3j9x2',
    description: "Generado por el cliente: 'import-' + timestamp + sufijo aleatorio",
  })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: ImportError.messageOf(ImportErrorCode.InvalidSessionId) })
  @MaxLength(100)
  sessionId: string;

  @ApiPropertyOptional({ example: 'Frenos', description: 'Hoja a importar (con processAllSheets=false)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  worksheetName?: string;

  @ApiPropertyOptional({ example: false, description: 'true: todas las hojas; false: solo worksheetName' })
  @Transform(toBoolean)
  @IsBoolean()
  processAllSheets: boolean = false;
}

export class SessionIdQueryDto {
  @ApiProperty({ example: 'import-1732300000000-k3j9x2' })
  @IsString()
  @Matches(SESSION_ID_PATTERN, { message: ImportError.messageOf(ImportErrorCode.InvalidSessionId) })
  @MaxLength(100)
  sessionId: string;
}

export class ProgressQueryDto extends SessionIdQueryDto {
  @ApiPropertyOptional({
    example: '1732300000000-0',
    description: 'Id del último evento recibido (igual que la cabecera Last-Event-ID, que tiene prioridad)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  lastEventId?: string;
}
