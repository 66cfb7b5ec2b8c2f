import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { type FittedModelWithBrand, VehicleFitments } from '../catalog';
import { GarageVehicle } from './garage-vehicle.entity';
import type { GarageVehicleDto } from './dto/garage-vehicle.dto';
import { GARAGE_LOCK_NAMESPACE, GARAGE_MAX_VEHICLES } from './vehicles.constants';
import { VehicleError, VehicleErrorCode } from './vehicles.errors';
import type { GarageVehicleResponse } from './vehicles.responses';
import { VehiclesService } from './vehicles.service';

/** Newest first, the order the garage lists them in. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/**
 * A customer's garage ('Mi garaje'): up to GARAGE_MAX_VEHICLES vehicles, each a model in a year
 * some part fits. Writes take a per-customer lock, so two concurrent adds cannot both pass the
 * limit; only ever the caller's own vehicles.
 */
@Injectable()
export class GarageService {
  constructor(
    @InjectRepository(GarageVehicle) private readonly vehicles: Repository<GarageVehicle>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: VehiclesService,
    private readonly fitments: VehicleFitments,
  ) {}

  async list(userId: number): Promise<{ success: true; vehicles: GarageVehicleResponse[] }> {
    return { success: true, vehicles: await this.listed(this.vehicles, userId) };
  }

  /**
   * Adds a vehicle; the same model and year again gives back the one already there (`created`
   * false), a fourth one is refused with 409.
   */
  async add(
    userId: number,
    dto: GarageVehicleDto,
  ): Promise<{ created: boolean; success: true; vehicle: GarageVehicleResponse }> {
    await this.catalog.assertYearHasParts(dto.modelId, dto.year);
    return this.write(userId, async (repository) => {
      const garage = await repository.find({ where: { userId }, order: NEWEST_FIRST });
      const existing = garage.find((vehicle) => vehicle.modelId === dto.modelId && vehicle.year === dto.year);
      if (existing) return { created: false, success: true, vehicle: await this.response(repository, existing.id) };
      if (garage.length >= GARAGE_MAX_VEHICLES) throw new VehicleError(VehicleErrorCode.GarageFull);
      const saved = await repository.save(repository.create({ userId, modelId: dto.modelId, year: dto.year }));
      return { created: true, success: true, vehicle: await this.response(repository, saved.id) };
    });
  }

  async remove(userId: number, id: number): Promise<{ success: true }> {
    const result = await this.vehicles.delete({ id, userId });
    if (!result.affected) throw new VehicleError(VehicleErrorCode.GarageVehicleNotFound);
    return { success: true };
  }

  /**
   * The guest's vehicles into the account, on login: the account's own stay, then the guest's in
   * the order given while there is room, skipping duplicates and vehicles that no longer have
   * parts (a stale local storage is not an error).
   */
  async merge(
    userId: number,
    guest: GarageVehicleDto[],
  ): Promise<{ success: true; vehicles: GarageVehicleResponse[] }> {
    const valid: GarageVehicleDto[] = [];
    for (const vehicle of guest) {
      const years = await this.catalog.yearsWithParts(vehicle.modelId);
      if (years?.includes(vehicle.year)) valid.push(vehicle);
    }
    return this.write(userId, async (repository) => {
      const garage = await repository.find({ where: { userId } });
      const kept = new Set(garage.map((vehicle) => `${vehicle.modelId}/${vehicle.year}`));
      const added: GarageVehicleDto[] = [];
      for (const vehicle of valid) {
        const key = `${vehicle.modelId}/${vehicle.year}`;
        if (kept.has(key) || garage.length + added.length >= GARAGE_MAX_VEHICLES) continue;
        kept.add(key);
        added.push(vehicle);
      }
      // Inserted last to first: the guest's first vehicle ends up the newest, listed first.
      for (const vehicle of added.reverse()) {
        await repository.insert({ userId, modelId: vehicle.modelId, year: vehicle.year });
      }
      return { success: true as const, vehicles: await this.listed(repository, userId) };
    });
  }

  private async write<T>(userId: number, work: (repository: Repository<GarageVehicle>) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [GARAGE_LOCK_NAMESPACE, userId]);
      return work(manager.getRepository(GarageVehicle));
    });
  }

  private async listed(repository: Repository<GarageVehicle>, userId: number): Promise<GarageVehicleResponse[]> {
    return this.withNames(await repository.find({ where: { userId }, order: NEWEST_FIRST }));
  }

  private async response(repository: Repository<GarageVehicle>, id: number): Promise<GarageVehicleResponse> {
    const [vehicle] = await this.withNames([await repository.findOneByOrFail({ id })]);
    return vehicle;
  }

  /** The vehicles with their model's and brand's names, from the catalogue (a model deleted meanwhile drops out). */
  private async withNames(vehicles: GarageVehicle[]): Promise<GarageVehicleResponse[]> {
    const models = await this.fitments.modelsWithBrand(vehicles.map((vehicle) => vehicle.modelId));
    return vehicles.flatMap((vehicle) => {
      const model = models.get(vehicle.modelId);
      return model ? [toGarageVehicleResponse(vehicle, model)] : [];
    });
  }
}

/** The one place garage field names meet their wire names. */
export function toGarageVehicleResponse(vehicle: GarageVehicle, model: FittedModelWithBrand): GarageVehicleResponse {
  return {
    id: vehicle.id,
    modeloId: vehicle.modelId,
    modelo: model.nombre,
    marcaId: model.marcaId,
    marca: model.marca,
    ano: vehicle.year,
    creadoEn: vehicle.createdAt.toISOString(),
  };
}
