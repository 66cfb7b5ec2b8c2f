import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../core/auth/auth.decorators';
import type { SessionUser } from '../../../core/auth/session-user';
import { CatalogError, CatalogErrorCode } from '../catalog.errors';
import { AdminProductsService } from './admin-products.service';
import { AdminProductsQuery } from './dto/admin-products.query';
import { CreateProductDto, UpdateProductDto } from './dto/product-form.dto';
import { FormFieldsInterceptor } from '../../uploads';
import { DatabaseIdPipe } from '../../../core/validation/database-id.pipe';

const productIdPipe = new DatabaseIdPipe(() => new CatalogError(CatalogErrorCode.InvalidProductId));

/** Product writes and the dashboard's product pages (admin.md 2.4, 2.5, 7); the reads are ProductsController's. */
@ApiTags('admin-catalog')
@AdminOnly()
@Controller()
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Get('admin/products')
  @ApiOperation({
    summary: 'Productos paginados (8 por página), más nuevos primero; búsqueda por título, SKU u OEM',
    description:
      'onSale=true: solo los productos en oferta. precioOferta es el precio de oferta guardado, aunque no sea menor que el precio',
  })
  list(@Query() query: AdminProductsQuery) {
    return this.products.list(query);
  }

  @Post('products')
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({ summary: 'Crea un producto; responde como GET /products/{id}' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBadRequestResponse({
    description:
      "'Debes seleccionar una categoría', 'La categoría no existe', 'Debes agregar al menos una imagen', 'El campo images debe ser un arreglo JSON de imágenes', campos inválidos",
  })
  create(@Body() dto: CreateProductDto, @CurrentUser() admin: SessionUser) {
    return this.products.create(dto, admin);
  }

  @Put('products/:id')
  @UseInterceptors(FormFieldsInterceptor)
  @ApiOperation({ summary: 'Actualiza los campos enviados de un producto' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBadRequestResponse({
    description:
      "'El precio de oferta debe ser menor que el precio' (también si solo baja el precio hasta el de oferta guardado), campos inválidos",
  })
  @ApiNotFoundResponse({ description: 'Producto no encontrado' })
  update(@Param('id', productIdPipe) id: number, @Body() dto: UpdateProductDto, @CurrentUser() admin: SessionUser) {
    return this.products.update(id, dto, admin);
  }

  @Delete('products/:id')
  @ApiOperation({ summary: 'Elimina un producto; los pedidos pasados conservan sus líneas' })
  @ApiNotFoundResponse({ description: 'Producto no encontrado' })
  remove(@Param('id', productIdPipe) id: number, @CurrentUser() admin: SessionUser) {
    return this.products.remove(id, admin);
  }
}
