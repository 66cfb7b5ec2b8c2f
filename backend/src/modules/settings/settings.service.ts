import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MaxAgeValue } from '../../core/cache/max-age-value';
import { AuditActor, AuditEntityType, AuditKind, AuditService, diffFields } from '../audit';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { HOUR_MS, PUBLIC_SETTINGS_MAX_AGE_MS, SETTINGS_ROW_ID } from './settings.constants';
import { PublicSettings, toAdminSettings, toPublicSettings } from './settings.responses';
import { ShopSettings } from './shop-settings.entity';

/**
 * The one settings row. The public part is kept in this process for PUBLIC_SETTINGS_MAX_AGE_MS
 * (one primary-key read per period, concurrent requests share it), so a save on another API
 * instance shows within that time and a save on this one at once.
 */
@Injectable()
export class SettingsService {
  private readonly publicSettings = new MaxAgeValue(PUBLIC_SETTINGS_MAX_AGE_MS, async () =>
    toPublicSettings(await this.row()),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async row(manager: EntityManager = this.dataSource.manager): Promise<ShopSettings> {
    return manager.getRepository(ShopSettings).findOneByOrFail({ id: SETTINGS_ROW_ID });
  }

  async forAdmin() {
    return { success: true, settings: toAdminSettings(await this.row()) };
  }

  /**
   * The whole record is replaced in one UPDATE: a refused body (validation) never reaches it. The
   * audit entry (changed fields, before → after) is written in the same transaction.
   */
  async save(dto: UpdateSettingsDto, admin: AuditActor) {
    const values = {
      storeName: dto.storeName,
      legalName: dto.legalName,
      rut: dto.rut,
      phone: dto.phone,
      whatsapp: dto.whatsapp,
      email: dto.email,
      address: dto.address,
      openingHours: dto.openingHours,
      pickupInstructions: dto.pickupInstructions,
      bankName: dto.bankName,
      bankAccountType: dto.bankAccountType,
      bankAccountNumber: dto.bankAccountNumber,
      bankAccountHolder: dto.bankAccountHolder,
      bankAccountRut: dto.bankAccountRut,
      bankReceiptEmail: dto.bankReceiptEmail,
      freeShippingThreshold: dto.freeShippingThreshold,
      storePickupEnabled: dto.storePickupEnabled,
      bankTransferWindowHours: dto.bankTransferWindowHours,
    };
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ShopSettings);
      const before = await repository.findOneOrFail({
        where: { id: SETTINGS_ROW_ID },
        lock: { mode: 'pessimistic_write' },
      });
      await repository.update({ id: SETTINGS_ROW_ID }, { ...values, demoValues: false, updatedAt: () => 'now()' });
      const changes = diffFields(before, values, Object.keys(values) as (keyof typeof values)[]);
      await this.audit.recordChanges(manager, admin, {
        kind: AuditKind.SETTINGS_CHANGED,
        entityType: AuditEntityType.SETTINGS,
        entityId: SETTINGS_ROW_ID,
        changes,
      });
    });
    this.publicSettings.forget();
    return { success: true, message: 'Configuración guardada', settings: toAdminSettings(await this.row()) };
  }

  /**
   * The storefront's part, read again when older than PUBLIC_SETTINGS_MAX_AGE_MS. Inside a
   * transaction, pass its manager: a stale cache is then read on the transaction's own connection.
   * Waiting for another pool connection there would deadlock the pool when every connection is held
   * by a transaction waiting for the same row locks (a flash sale of one product).
   */
  async forStorefront(manager?: EntityManager): Promise<PublicSettings> {
    return this.publicSettings.get(manager && (async () => toPublicSettings(await this.row(manager))));
  }

  /** How long a new bank-transfer order waits for the transfer: the setting, read like the public settings. */
  async bankTransferWindowMs(): Promise<number> {
    return (await this.forStorefront()).bankTransfer.paymentWindowHours * HOUR_MS;
  }
}
