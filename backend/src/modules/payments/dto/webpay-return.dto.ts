import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * What Webpay sends back (query on GET, form on POST): token_ws after a finished payment,
 * TBK_TOKEN when the buyer aborted (both on an error in the form), and only TBK_ORDEN_COMPRA +
 * TBK_ID_SESION after a timeout.
 */
export class WebpayReturnDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  token_ws?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  TBK_TOKEN?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  TBK_ORDEN_COMPRA?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(128)
  TBK_ID_SESION?: string;
}

export class DemoDecisionDto {
  @ApiPropertyOptional({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'])
  decision: 'approve' | 'reject';
}
