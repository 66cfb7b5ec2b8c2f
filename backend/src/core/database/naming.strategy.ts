import { DefaultNamingStrategy, NamingStrategyInterface, Table } from 'typeorm';

/** `subSubcategoryId` → `sub_subcategory_id`; `SKUNormalized` → `sku_normalized`. */
export function snakeCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}

/**
 * snake_case columns and readable, deterministic constraint names (`pk_products`,
 * `fk_products_category_id`, `uq_users_email`, `idx_orders_status`), so the hand-written
 * migrations can name every object exactly as TypeORM expects it.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    return userSpecifiedName ?? snakeCase(targetName);
  }

  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    const prefix = embeddedPrefixes.length > 0 ? `${snakeCase(embeddedPrefixes.join('_'))}_` : '';
    return prefix + (customName ?? snakeCase(propertyName));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(firstTableName: string, secondTableName: string, firstPropertyName: string): string {
    return snakeCase(`${firstTableName}_${firstPropertyName.replace(/\./g, '_')}_${secondTableName}`);
  }

  override joinTableColumnName(tableName: string, propertyName: string, columnName?: string): string {
    return snakeCase(`${tableName}_${columnName ?? propertyName}`);
  }

  override primaryKeyName(tableOrName: Table | string): string {
    return `pk_${this.getTableName(tableOrName)}`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `fk_${this.getTableName(tableOrName)}_${columnNames.join('_')}`;
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `uq_${this.getTableName(tableOrName)}_${columnNames.join('_')}`;
  }

  override relationConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `uq_${this.getTableName(tableOrName)}_${columnNames.join('_')}`;
  }

  override indexName(tableOrName: Table | string, columnNames: string[], where?: string): string {
    return `idx_${this.getTableName(tableOrName)}_${columnNames.join('_')}${where ? '_partial' : ''}`;
  }
}
