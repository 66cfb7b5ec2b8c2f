import { Address } from './address.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const ADDRESSES_ENTITIES = [Address];
