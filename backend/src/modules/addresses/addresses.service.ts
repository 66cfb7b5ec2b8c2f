import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { isForeignKeyViolation } from '../../core/database/database-errors';
import { Address } from './address.entity';
import { AddressResponse, toAddressResponse } from './address.response';
import { ADDRESS_LIMITS, MAX_ADDRESSES_PER_USER } from './addresses.constants';
import { ADDRESS_SUCCESS_MESSAGES, AddressError, AddressErrorCode } from './addresses.errors';
import type { AddressDto } from './dto/address.dto';
import type { DataReply } from '../../core/http/data-reply';

/** Namespace of the per-customer advisory lock ('ADDR'), so address writes of one customer run one at a time. */
const ADDRESS_LOCK_NAMESPACE = 0x41444452;

/**
 * A customer's saved addresses; only ever the caller's own. Invariant: a customer with addresses
 * has exactly one default. The first address becomes it, choosing another clears the old one, and
 * deleting it promotes the newest remaining address. Every write takes a per-customer lock, so
 * two concurrent requests cannot both think they add the first address.
 */
@Injectable()
export class AddressesService {
  constructor(
    @InjectRepository(Address) private readonly addresses: Repository<Address>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(userId: number): Promise<{ success: true; data: AddressResponse[] }> {
    const rows = await this.addresses.find({
      where: { userId },
      order: { isDefault: 'DESC', createdAt: 'DESC', id: 'DESC' },
    });
    return { success: true, data: rows.map(toAddressResponse) };
  }

  async create(userId: number, dto: AddressDto): Promise<DataReply<AddressResponse>> {
    const address = await this.write(
      userId,
      async (repository) => {
        const count = await repository.count({ where: { userId } });
        if (count >= MAX_ADDRESSES_PER_USER) throw new AddressError(AddressErrorCode.TooMany);
        const isDefault = count === 0 || dto.esDefault === true;
        if (isDefault) await this.clearDefault(repository, userId);
        return repository.save(repository.create({ userId, ...this.columns(dto), isDefault }));
      },
      dto,
    );
    return { success: true, message: ADDRESS_SUCCESS_MESSAGES.created, data: toAddressResponse(address) };
  }

  /** Replaces every field. esDefault true makes it the default; false is ignored (choose another one instead). */
  async update(userId: number, id: number, dto: AddressDto): Promise<DataReply<AddressResponse>> {
    const address = await this.write(
      userId,
      async (repository) => {
        const current = await this.findOwned(repository, userId, id);
        if (dto.esDefault === true && !current.isDefault) {
          await this.clearDefault(repository, userId);
          current.isDefault = true;
        }
        return repository.save(Object.assign(current, this.columns(dto)));
      },
      dto,
    );
    return { success: true, message: ADDRESS_SUCCESS_MESSAGES.updated, data: toAddressResponse(address) };
  }

  async remove(userId: number, id: number): Promise<DataReply<{ id: number }>> {
    await this.write(userId, async (repository) => {
      const current = await this.findOwned(repository, userId, id);
      await repository.delete({ id: current.id, userId });
      if (!current.isDefault) return;
      const newest = await repository.findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
      if (newest) await repository.update({ id: newest.id }, { isDefault: true });
    });
    return { success: true, message: ADDRESS_SUCCESS_MESSAGES.deleted, data: { id } };
  }

  async setDefault(userId: number, id: number): Promise<DataReply<AddressResponse>> {
    const address = await this.write(userId, async (repository) => {
      const current = await this.findOwned(repository, userId, id);
      if (!current.isDefault) {
        await this.clearDefault(repository, userId);
        await repository.update({ id: current.id }, { isDefault: true });
        current.isDefault = true;
      }
      return current;
    });
    return { success: true, message: ADDRESS_SUCCESS_MESSAGES.defaultSet, data: toAddressResponse(address) };
  }

  private async write<T>(
    userId: number,
    work: (repository: Repository<Address>) => Promise<T>,
    dto?: AddressDto,
  ): Promise<T> {
    // Longer than any code in `regions` (and than the column): not a region.
    if (dto && dto.region.length > ADDRESS_LIMITS.region) throw new AddressError(AddressErrorCode.InvalidRegion);
    try {
      return await this.dataSource.transaction(async (manager: EntityManager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ADDRESS_LOCK_NAMESPACE, userId]);
        return work(manager.getRepository(Address));
      });
    } catch (error) {
      // The region code must exist in `regions`: the foreign key is the check, race-free.
      if (isForeignKeyViolation(error)) {
        throw new AddressError(AddressErrorCode.InvalidRegion);
      }
      throw error;
    }
  }

  /** Someone else's address is reported exactly like a missing one (ids come through DatabaseIdPipe). */
  private async findOwned(repository: Repository<Address>, userId: number, id: number): Promise<Address> {
    const address = await repository.findOne({ where: { id, userId } });
    if (!address) throw new AddressError(AddressErrorCode.NotFound);
    return address;
  }

  private async clearDefault(repository: Repository<Address>, userId: number): Promise<void> {
    await repository.update({ userId, isDefault: true }, { isDefault: false });
  }

  private columns(
    dto: AddressDto,
  ): Omit<Address, 'id' | 'userId' | 'user' | 'regionRef' | 'isDefault' | 'createdAt' | 'updatedAt'> {
    return {
      alias: dto.alias,
      name: dto.nombre,
      street: dto.direccion,
      number: dto.numero,
      apartment: dto.depto ?? null,
      comuna: dto.comuna,
      region: dto.region,
      postalCode: dto.codigoPostal,
    };
  }
}
