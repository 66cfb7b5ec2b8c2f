import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An image uploaded through the admin forms, kept in PostgreSQL so that every API instance can
 * serve it (no local disk). Served at /api/uploads/{id}.{extension of contentType}.
 */
@Entity({ name: 'uploaded_images' })
@Check('ck_uploaded_images_size', '"size" > 0')
export class UploadedImage {
  /** Random (crypto.randomUUID): the public name cannot be guessed from another one. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** Sniffed from the bytes, never taken from the client. */
  @Column({ type: 'text' })
  contentType: string;

  /** Bytes. */
  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'bytea' })
  content: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
