import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { SizedLru } from '../../core/cache/sized-lru';
import { EntityManager, Repository } from 'typeorm';
import { sniffImageType } from './image-type';
import { UploadedImage } from './uploaded-image.entity';
import { IMAGE_TYPES, type ImageContentType, MAX_IMAGE_BYTES, UPLOADS_PUBLIC_PREFIX } from './uploads.constants';
import { UploadError, UploadErrorCode } from './uploads.errors';

/** What multer hands over for one file part (memory storage). */
export interface UploadedFilePart {
  buffer: Buffer;
  size: number;
}

export interface StoredImage {
  contentType: ImageContentType;
  content: Buffer;
}

/** `{uuid}.{ext}`, lowercase, nothing else: anything else is not one of ours (and never a path). */
const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]{3,4})$/;

/**
 * Images served lately, kept in this process: reading one from PostgreSQL costs the API 6-11 ms of
 * CPU per 500 KB (every new visitor asks for the same few category images). Names never change
 * their content, so an entry is only read again after SERVED_IMAGE_MAX_AGE_MS, which bounds how
 * long another instance serves an image this one deleted.
 */
const SERVED_IMAGES = { maxBytes: 32 * 1024 * 1024, maxEntries: 1_000 };
const SERVED_IMAGE_MAX_AGE_MS = 5 * 60 * 1000;

@Injectable()
export class UploadsService {
  private readonly served = new SizedLru<{ image: StoredImage; readAt: number }>(SERVED_IMAGES);

  constructor(@InjectRepository(UploadedImage) private readonly images: Repository<UploadedImage>) {}

  /**
   * Stores an uploaded image inside the caller's transaction (so a failed save leaves no orphan)
   * and returns the path it is served at. 400 unless its bytes are an accepted image within the limit.
   */
  async storeImage(manager: EntityManager, file: UploadedFilePart): Promise<string> {
    const type = sniffImageType(file.buffer);
    if (!type || file.size === 0 || file.size > MAX_IMAGE_BYTES) throw new UploadError(UploadErrorCode.InvalidImage);
    const id = randomUUID();
    await manager.insert(UploadedImage, { id, contentType: type.contentType, size: file.size, content: file.buffer });
    return `${UPLOADS_PUBLIC_PREFIX}${id}.${type.extension}`;
  }

  /** GET /uploads/{file}: 404 for unknown names, for a wrong extension and for anything path-like. */
  async findImage(fileName: string): Promise<StoredImage> {
    const match = FILE_NAME.exec(fileName);
    if (!match) throw new UploadError(UploadErrorCode.NotFound);
    const [, id, extension] = match;
    const image = await this.servedImage(id);
    if (!image || IMAGE_TYPES[image.contentType] !== extension) throw new UploadError(UploadErrorCode.NotFound);
    return image;
  }

  private async servedImage(id: string): Promise<StoredImage | null> {
    const kept = this.served.get(id);
    if (kept && Date.now() - kept.readAt < SERVED_IMAGE_MAX_AGE_MS) return kept.image;
    // As base64, not as bytea: the driver turns bytea's hex text into bytes more slowly.
    const [row] = (await this.images.query(
      `SELECT "content_type" AS "contentType", encode("content", 'base64') AS "content" FROM "uploaded_images" WHERE "id" = $1`,
      [id],
    )) as Array<{ contentType: string; content: string }>;
    if (!row || !(row.contentType in IMAGE_TYPES)) {
      this.served.delete(id);
      return null;
    }
    const image = { contentType: row.contentType as ImageContentType, content: Buffer.from(row.content, 'base64') };
    this.served.set(id, { image, readAt: Date.now() }, image.content.length);
    return image;
  }

  /** The upload id when a stored URL is one of ours (`/api/uploads/{uuid}.{ext}`), otherwise null. */
  uploadIdOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(UPLOADS_PUBLIC_PREFIX)) return null;
    return FILE_NAME.exec(url.slice(UPLOADS_PUBLIC_PREFIX.length))?.[1] ?? null;
  }

  /** Deletes an upload that nothing shows any more (the caller checks that). */
  async removeImage(manager: EntityManager, url: string): Promise<void> {
    const id = this.uploadIdOf(url);
    if (!id) return;
    await manager.delete(UploadedImage, { id });
    this.served.delete(id);
  }
}
