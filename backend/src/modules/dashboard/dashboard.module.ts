import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ImportSessionsModule } from '../import';
import { OrdersModule } from '../orders';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The admin overview's live figures. */
@Module({
  imports: [CatalogModule, OrdersModule, ImportSessionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
