import { InitialSchema1795371511823 } from './1795371511823-InitialSchema';
import { ReferenceData1795371511824 } from './1795371511824-ReferenceData';

/** In order of application. */
export const ALL_MIGRATIONS = [InitialSchema1795371511823, ReferenceData1795371511824];
