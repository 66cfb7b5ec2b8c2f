import { ImportEventOutbox } from './import-event-outbox.entity';
import { ImportFile } from './import-file.entity';
import { ImportRowError } from './import-row-error.entity';
import { ImportSessionProduct } from './import-session-product.entity';
import { ImportSession } from './import-session.entity';
import { ImportWarning } from './import-warning.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const IMPORT_ENTITIES = [
  ImportSession,
  ImportFile,
  ImportRowError,
  ImportWarning,
  ImportSessionProduct,
  ImportEventOutbox,
];
