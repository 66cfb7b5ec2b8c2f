import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
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

@Injectable()
export class UploadsService {
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
    const image = match ? await this.images.findOneBy({ id: match[1] }) : null;
    const contentType = image?.contentType as ImageContentType | undefined;
    if (!image || !contentType || IMAGE_TYPES[contentType] !== match?.[2]) {
      throw new UploadError(UploadErrorCode.NotFound);
    }
    return { contentType, content: image.content };
  }

  /** The upload id when a stored URL is one of ours (`/api/uploads/{uuid}.{ext}`), otherwise null. */
  uploadIdOf(url: string | null | undefined): string | null {
    if (!url?.startsWith(UPLOADS_PUBLIC_PREFIX)) return null;
    return FILE_NAME.exec(url.slice(UPLOADS_PUBLIC_PREFIX.length))?.[1] ?? null;
  }

  /** Deletes an upload that nothing shows any more (the caller checks that). */
  async removeImage(manager: EntityManager, url: string): Promise<void> {
    const id = this.uploadIdOf(url);
    if (id) await manager.delete(UploadedImage, { id });
  }
}
