import { UploadedImage } from './uploaded-image.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const UPLOADS_ENTITIES = [UploadedImage];
