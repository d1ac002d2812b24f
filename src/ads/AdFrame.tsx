import * as React from 'react';

/**
 * The reserved box: its minimum height (`AD_HEIGHT_MOBILE`, then `AD_HEIGHT` from the `sm`
 * breakpoint) and margin (`AD_MARGIN` spacing units) are in the static styles (`.ad-frame`), so the
 * ad never moves the page.
 */
export const AdFrame = React.forwardRef<HTMLElement, React.ComponentProps<'section'>>(
  function AdFrame({ className, ...other }, ref) {
    return (
      <section ref={ref} className={className ? `ad-frame ${className}` : 'ad-frame'} {...other} />
    );
  },
);
