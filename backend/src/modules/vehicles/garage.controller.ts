import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated, CurrentUser } from '../../core/auth/auth.decorators';
import type { SessionUser } from '../../core/auth/session-user';
import { GarageVehicleDto, MergeGarageDto } from './dto/garage-vehicle.dto';
import { GarageService } from './garage.service';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';

/** A malformed id cannot be one of the caller's vehicles: same 404 as a missing one. */
const garageIdPipe = new DatabaseIdPipe(() => new VehicleError(VehicleErrorCode.GarageVehicleNotFound));

@ApiTags('garage')
@Controller('garage')
@Authenticated()
export class GarageController {
  constructor(private readonly garage: GarageService) {}

  @Get()
  @ApiOperation({ summary: 'Vehículos de Mi garaje (hasta 3), el más nuevo primero' })
  list(@CurrentUser() user: SessionUser) {
    return this.garage.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Agrega un vehículo a Mi garaje' })
  @ApiCreatedResponse({ description: 'Vehículo agregado' })
  @ApiOkResponse({ description: 'Ya estaba en el garaje: el existente' })
  @ApiConflictResponse({ description: 'Tu garaje admite hasta 3 vehículos' })
  async add(
    @CurrentUser() user: SessionUser,
    @Body() dto: GarageVehicleDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { created, ...body } = await this.garage.add(user.id, dto);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return body;
  }

  @Post('merge')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Une el garaje del invitado (almacenamiento local) al de la cuenta al iniciar sesión',
    description: 'Primero los de la cuenta, luego los nuevos mientras haya espacio (3), sin duplicados',
  })
  merge(@CurrentUser() user: SessionUser, @Body() dto: MergeGarageDto) {
    return this.garage.merge(user.id, dto.vehicles);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Quita un vehículo de Mi garaje' })
  remove(@CurrentUser() user: SessionUser, @Param('id', garageIdPipe) id: number) {
    return this.garage.remove(user.id, id);
  }
}
