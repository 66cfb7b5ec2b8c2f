import type { ReactNode, SVGProps } from 'react';

// Inline stroke icons (24×24, currentColor) so the shop needs no icon font or external image.
// Decorative by default: give the surrounding control the accessible name. The icons themselves are in icons.tsx
// (navigation, shop, admin areas and states) and action-icons.tsx (add, edit, delete, list, show/hide, filters).

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function createIcon(displayName: string, body: ReactNode) {
  function Icon({ size = 20, className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon ${className}` : 'icon'}
        {...props}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
