import * as React from 'react';

interface IconProps extends React.SVGProps<SVGSVGElement> {
  /** The icon's path data on a 24 × 24 grid (the `mdi*` constants of `@mdi/js`). */
  path: string;
}

/**
 * A decorative icon as plain SVG: no component library to load, sized by its container's CSS
 * (`1em` by default, `.docs-icon` in the static styles) and coloured with `currentColor`.
 */
export function Icon({ path, className, ...other }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className ? `docs-icon ${className}` : 'docs-icon'}
      {...other}
    >
      <path d={path} />
    </svg>
  );
}
