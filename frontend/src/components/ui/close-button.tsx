import type { ComponentPropsWithRef } from 'react';

import { CloseIcon } from '@/components/ui/icons';

type CloseButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'className' | 'children' | 'aria-label'> & {
  /** The block's own class, added to icon-button. */
  className: string;
  /** What it closes, for screen readers ('Cerrar menú'). */
  label: string;
  iconSize: number;
};

/** The × button of a panel, menu or dialog: an icon button named by its label. */
export function CloseButton({ className, label, iconSize, ...props }: CloseButtonProps) {
  return (
    <button {...props} type="button" className={`icon-button ${className}`} aria-label={label}>
      <CloseIcon size={iconSize} />
    </button>
  );
}
