import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../core/auth/auth.decorators';
import type { SessionUser } from '../../core/auth/session-user';
import { DatabaseIdPipe } from '../../core/validation/database-id.pipe';
import { AddressesService } from './addresses.service';
import { AddressError, AddressErrorCode } from './addresses.errors';
import { AddressDto } from './dto/address.dto';

/** A malformed id cannot be one of the caller's addresses: same 404 as a missing one. */
const addressIdPipe = new DatabaseIdPipe(() => new AddressError(AddressErrorCode.NotFound));

@ApiTags('addresses')
@Controller('addresses')
@Authenticated()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiOperation({ summary: 'Direcciones del cliente (la predeterminada primero, luego las más nuevas)' })
  list(@CurrentUser() user: SessionUser) {
    return this.addresses.list(user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Crea una dirección (la primera queda como predeterminada)' })
  create(@CurrentUser() user: SessionUser, @Body() dto: AddressDto) {
    return this.addresses.create(user.id, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Reemplaza los datos de una dirección' })
  update(@CurrentUser() user: SessionUser, @Param('id', addressIdPipe) id: number, @Body() dto: AddressDto) {
    return this.addresses.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Elimina una dirección (si era la predeterminada, pasa a serlo la más nueva)' })
  remove(@CurrentUser() user: SessionUser, @Param('id', addressIdPipe) id: number) {
    return this.addresses.remove(user.id, id);
  }

  @Patch(':id/default')
  @ApiOperation({ summary: 'Marca una dirección como predeterminada' })
  setDefault(@CurrentUser() user: SessionUser, @Param('id', addressIdPipe) id: number) {
    return this.addresses.setDefault(user.id, id);
  }
}
