import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from '../config/app-config.service';
import { DatabaseEntities, DatabaseRole, processDataSourceOptions } from './database-options';

/**
 * The TypeORM connection of one process (api, worker or cli), with that process's session settings
 * and the app's entities (src/entities.ts).
 */
@Module({})
export class DatabaseModule {
  static forProcess(role: DatabaseRole, entities: DatabaseEntities): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfigService],
          useFactory: (config: AppConfigService) => ({
            ...processDataSourceOptions(config.databaseUrl, role, entities),
            retryAttempts: config.isTest ? 0 : 10,
            retryDelay: 1000,
          }),
        }),
      ],
    };
  }
}
