import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { GarageVehicle } from './garage-vehicle.entity';
import { GarageController } from './garage.controller';
import { GarageService } from './garage.service';
import { VehiclesController } from './vehicles.controller';
import { VehiclesService } from './vehicles.service';

/** Mi garaje (issue 8): the vehicle selector's lists and the customers' garages. */
@Module({
  imports: [CatalogModule, TypeOrmModule.forFeature([GarageVehicle])],
  controllers: [VehiclesController, GarageController],
  providers: [VehiclesService, GarageService],
  // The storefront's home page embeds the selector's brands (storefront-pages).
  exports: [VehiclesService],
})
export class VehiclesModule {}
