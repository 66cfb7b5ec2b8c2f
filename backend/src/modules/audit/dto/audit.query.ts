import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEnum, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PagedQuery } from '../../../core/validation/paging';
import { AUDIT_ACTOR_FILTER_MAX_LENGTH, AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE } from '../audit.constants';
import { AuditEntityType, AuditKind } from '../audit-kind.enum';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AuditQuery extends PagedQuery(AUDIT_PAGE_SIZE, AUDIT_MAX_PAGE_SIZE) {
  @ApiPropertyOptional({ description: 'ID del administrador, o parte de su email', maxLength: 254 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(AUDIT_ACTOR_FILTER_MAX_LENGTH)
  quien?: string;

  @ApiPropertyOptional({ enum: AuditKind })
  @IsOptional()
  @IsEnum(AuditKind)
  tipo?: AuditKind;

  @ApiPropertyOptional({ enum: AuditEntityType })
  @IsOptional()
  @IsEnum(AuditEntityType)
  entidad?: AuditEntityType;

  @ApiPropertyOptional({ description: 'ID del registro (con entidad)', maxLength: 100 })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  entidadId?: string;

  @ApiPropertyOptional({ description: 'Desde este día, inclusive (AAAA-MM-DD, hora de Chile)', example: '2026-01-31' })
  @IsOptional()
  @Matches(DAY)
  @IsISO8601({ strict: true })
  desde?: string;

  @ApiPropertyOptional({ description: 'Hasta este día, inclusive (AAAA-MM-DD, hora de Chile)', example: '2026-02-28' })
  @IsOptional()
  @Matches(DAY)
  @IsISO8601({ strict: true })
  hasta?: string;
}
