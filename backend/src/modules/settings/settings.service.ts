import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditEntityType, AuditKind, AuditService, diffFields } from '../audit';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { HOUR_MS, PUBLIC_SETTINGS_MAX_AGE_MS, SETTINGS_ROW_ID } from './settings.constants';
import { PublicSettings, toAdminSettings, toPublicSettings } from './settings.responses';
import { ShopSettings } from './shop-settings.entity';

/**
 * The one settings row. The public part is kept in this process for PUBLIC_SETTINGS_MAX_AGE_MS
 * (one primary-key read per period, concurrent requests share it), so a save on another API
 * instance shows within that time and a save on this one at once (save() forgets it).
 */
@Injectable()
export class SettingsService {
  private cached: { value: PublicSettings; readAt: number } | null = null;
  private reading: Promise<PublicSettings> | null = null;
  /** Counts saves, so a reading that started before one is never kept as current. */
  private saves = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private async row(): Promise<ShopSettings> {
    return this.dataSource.getRepository(ShopSettings).findOneByOrFail({ id: SETTINGS_ROW_ID });
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
    this.forget();
    return { success: true, message: 'Configuración guardada', settings: toAdminSettings(await this.row()) };
  }

  /**
   * The storefront's part, read again when older than PUBLIC_SETTINGS_MAX_AGE_MS. Inside a
   * transaction, pass its manager: a stale cache is then read on the transaction's own connection.
   * Waiting for another pool connection there would deadlock the pool when every connection is held
   * by a transaction waiting for the same row locks (a flash sale of one product).
   */
  async forStorefront(manager?: EntityManager): Promise<PublicSettings> {
    if (this.cached && Date.now() - this.cached.readAt < PUBLIC_SETTINGS_MAX_AGE_MS) return this.cached.value;
    if (manager) {
      const readAt = Date.now();
      const savesBefore = this.saves;
      const value = toPublicSettings(
        await manager.getRepository(ShopSettings).findOneByOrFail({ id: SETTINGS_ROW_ID }),
      );
      // Kept only when no save happened meanwhile (this transaction may have read the row before it).
      if (this.saves === savesBefore && (!this.cached || this.cached.readAt < readAt)) this.cached = { value, readAt };
      return value;
    }
    if (!this.reading) {
      const readAt = Date.now();
      const reading: Promise<PublicSettings> = this.row()
        .then((row) => {
          const value = toPublicSettings(row);
          // A reading that forget() abandoned may predate the save: it must not become current.
          if (this.reading === reading) this.cached = { value, readAt };
          return value;
        })
        .finally(() => {
          if (this.reading === reading) this.reading = null;
        });
      this.reading = reading;
    }
    return this.reading;
  }

  /** How long a new bank-transfer order waits for the transfer: the setting, read like the public settings. */
  async bankTransferWindowMs(): Promise<number> {
    return (await this.forStorefront()).bankTransfer.paymentWindowHours * HOUR_MS;
  }

  private forget(): void {
    this.cached = null;
    this.reading = null;
    this.saves++;
  }
}
