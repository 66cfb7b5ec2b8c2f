import { Module } from '@nestjs/common';
import { SPA_PAGE_DATA } from '../../core/http/spa-page-data';
import { CatalogModule } from '../catalog';
import { SettingsModule } from '../settings';
import { VehiclesModule } from '../vehicles';
import { SiteFilesService } from './site-files.service';
import { StorefrontPageDataSource } from './storefront-page-data.source';
import { StorefrontListingPages } from './storefront-listing-pages';
import { StorefrontPagesService } from './storefront-pages.service';

/**
 * The storefront's first HTML for search engines and link previews (issue 17): per-route status,
 * head tags, JSON-LD and readable markup in index.html, robots.txt and the sitemaps. No controllers
 * (nothing under /api): the SPA middleware (core/http/spa.ts) asks it through SPA_PAGE_DATA.
 * API process only.
 */
@Module({
  imports: [CatalogModule, SettingsModule, VehiclesModule],
  providers: [
    StorefrontPagesService,
    StorefrontListingPages,
    SiteFilesService,
    StorefrontPageDataSource,
    { provide: SPA_PAGE_DATA, useExisting: StorefrontPageDataSource },
  ],
})
export class StorefrontPagesModule {}
