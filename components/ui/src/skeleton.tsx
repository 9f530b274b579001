import type { CSSProperties } from 'react';
import * as styles from './skeleton.css.ts';

export interface SkeletonProps {
  /** `text` is one line of text high; `rect` and `circle` take their size from width/height or aspectRatio. */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length or a number of pixels. Defaults to the full width. */
  width?: string | number;
  height?: string | number;
  /** E.g. "3 / 4" for a product image placeholder. */
  aspectRatio?: string;
  className?: string;
}

/**
 * A placeholder while content loads. Hidden from assistive technology: mark the loading region `aria-busy="true"`
 * (and announce completion if it matters) rather than announcing each placeholder.
 */
export function Skeleton({ shape = 'text', width, height, aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = { width: width ?? '100%' };
  if (height !== undefined) style.height = height;
  if (aspectRatio !== undefined) style.aspectRatio = aspectRatio;
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, styles.shape[shape], className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
