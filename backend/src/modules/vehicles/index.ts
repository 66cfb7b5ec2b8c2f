// What other modules may use of Mi garaje's vehicle lists.
export { VehiclesModule } from './vehicles.module';
export { VehiclesService } from './vehicles.service';
