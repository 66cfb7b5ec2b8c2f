import { MailOutbox } from './mail-outbox.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const MAIL_ENTITIES = [MailOutbox];
