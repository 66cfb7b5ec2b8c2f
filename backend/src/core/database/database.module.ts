import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from '../config/app-config.service';
import { DatabaseRole, processDataSourceOptions } from './database-options';

/** The TypeORM connection of one process (api, worker or cli), with that process's session settings. */
@Module({})
export class DatabaseModule {
  static forProcess(role: DatabaseRole): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfigService],
          useFactory: (config: AppConfigService) => ({
            ...processDataSourceOptions(config.databaseUrl, role),
            retryAttempts: config.isTest ? 0 : 10,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
