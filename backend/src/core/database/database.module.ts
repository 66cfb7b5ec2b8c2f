import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from '../config/app-config.service';
import { buildDataSourceOptions } from './database-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) => ({
        ...buildDataSourceOptions(config.databaseUrl),
        retryAttempts: config.isTest ? 0 : 10,
        retryDelay: 1000,
      }),
    }),
  ],
})
export class DatabaseModule {}
