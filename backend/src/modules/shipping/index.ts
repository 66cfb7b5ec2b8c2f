// The shipping module's public surface (docs/architecture.md, "Boundaries").
export { PICKUP_REGION } from './shipping.constants';
export { ShippingModule } from './shipping.module';
export { ShippingService } from './shipping.service';
