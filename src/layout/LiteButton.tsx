import * as React from 'react';
import Link from 'next/link';

// Plain elements styled like Material UI's IconButton, text Button, link Button and
// ToggleButtonGroup by the static stylesheet (src/styles/frame.css): no ripple, no transition
// library and no runtime styling, so the app bar, code blocks and demo toolbars cost almost nothing
// to load and hydrate.

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A round icon button: 40 px (34 px when `data-size="small"`), hover tint, visible focus ring. */
export const LiteIconButton = React.forwardRef<HTMLButtonElement, React.ComponentProps<'button'>>(
  function LiteIconButton({ className, ...other }, ref) {
    return <button ref={ref} className={cx('icon-button', className)} {...other} />;
  },
);

/** A link that looks like `LiteIconButton`. */
export const LiteIconLink = React.forwardRef<HTMLAnchorElement, React.ComponentProps<'a'>>(
  function LiteIconLink({ className, ...other }, ref) {
    return <a ref={ref} className={cx('icon-button', className)} {...other} />;
  },
);

/** A compact text button with an optional icon, in the primary colour. */
export const LiteTextButton = React.forwardRef<HTMLButtonElement, React.ComponentProps<'button'>>(
  function LiteTextButton({ className, ...other }, ref) {
    return <button ref={ref} className={cx('text-button', className)} {...other} />;
  },
);

/**
 * A link styled like Material UI's contained (`data-variant="contained"`) or outlined button,
 * for calls to action on the home and 404 pages.
 */
export function LiteLinkButton({ className, ...other }: React.ComponentProps<typeof Link>) {
  return <Link className={cx('link-button', className)} {...other} />;
}

/**
 * A row of two or more pressed/unpressed buttons sharing one border, like Material UI's
 * ToggleButtonGroup: the TS/JS switch of demos and the layout switch of API pages.
 */
export function LiteToggleGroup({ className, ...other }: React.ComponentProps<'div'>) {
  return <div className={cx('toggle-group', className)} {...other} />;
}
