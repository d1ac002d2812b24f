/** Prefix of the keys of the demos' own files (`~/x/react-data-grid/row-selection/shipments`). */
export const LOCAL_KEY_PREFIX = '~/';

/**
 * The table a module key belongs to: its package (`@mui/x-data-grid/locales` → `@mui/x-data-grid`,
 * `dayjs/plugin/utc` → `dayjs`), or `local` for the data files beside the demos.
 */
export function moduleGroup(key: string): string {
  if (key.startsWith(LOCAL_KEY_PREFIX)) return 'local';
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
