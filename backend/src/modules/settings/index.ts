// The settings module's public surface (docs/architecture.md, "Boundaries"). Entities are exported
// as types only, for relations declared by entity name.
export type { Region } from './region.entity';
export { SettingsModule } from './settings.module';
export type { PublicSettings } from './settings.responses';
export { SettingsService } from './settings.service';
export { ShippingRatesService } from './shipping-rates.service';
export { ShopPageDataSource } from './shop-page-data.source';
