import { Injectable } from '@nestjs/common';
import { SpaPageData, SpaPageDataSource } from '../../core/http/spa-page-data';
import { SettingsService } from './settings.service';

/** Element id of the public settings in index.html; the SPA reads the same id (shop-settings-api.ts). */
const SHOP_SETTINGS_EMBED_ID = 'shop-settings';

/**
 * Every page starts with the shop's public settings (the GET /api/settings answer, from the same
 * per-instance cache) and the shop's name as its title until the SPA names the page.
 */
@Injectable()
export class ShopPageDataSource implements SpaPageDataSource {
  constructor(private readonly settings: SettingsService) {}

  async forPage(): Promise<SpaPageData> {
    const settings = await this.settings.forStorefront();
    return { title: settings.storeName, embeds: { [SHOP_SETTINGS_EMBED_ID]: settings } };
  }
}
