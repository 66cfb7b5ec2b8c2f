import { useState } from 'react';

import { PLACEHOLDER_IMAGE } from '@/config/constants';
import { ImageIcon } from '@/components/ui/action-icons';

type FallbackImageProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest picture (its LCP element): fetched before the others. */
  fetchPriority?: 'high' | 'auto';
};

/**
 * An image that falls back to the shared placeholder when it has no source or fails to load, and to a neutral
 * box when the placeholder fails too. Remount it (key on src) when the source changes.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className = '',
  loading = 'lazy',
  fetchPriority,
}: FallbackImageProps) {
  const [attempt, setAttempt] = useState<'source' | 'placeholder' | 'none'>(src ? 'source' : 'placeholder');

  if (attempt === 'none') {
    return (
      <span className={`fallback-image fallback-image--empty ${className}`.trim()} role="img" aria-label={alt}>
        <ImageIcon size={32} />
      </span>
    );
  }

  return (
    <img
      className={`fallback-image ${className}`.trim()}
      src={attempt === 'source' && src ? src : PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setAttempt((current) => (current === 'source' ? 'placeholder' : 'none'))}
    />
  );
}
