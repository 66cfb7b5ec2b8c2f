import { GarageVehicle } from './garage-vehicle.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const VEHICLES_ENTITIES = [GarageVehicle];
