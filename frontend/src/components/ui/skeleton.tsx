import type { CSSProperties } from 'react';

import './skeleton.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
};

/** A shimmering placeholder block; hidden from assistive technology (announce loading on the container). */
export function Skeleton({ width = '100%', height = '1em', radius, className = '' }: SkeletonProps) {
  return (
    <span
      className={`skeleton ${className}`.trim()}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
