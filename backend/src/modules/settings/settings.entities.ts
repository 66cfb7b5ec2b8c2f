import { Region } from './region.entity';
import { ShippingRate } from './shipping-rate.entity';
import { ShopSettings } from './shop-settings.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const SETTINGS_ENTITIES = [Region, ShippingRate, ShopSettings];
