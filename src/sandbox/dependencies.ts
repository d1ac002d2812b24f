/** Exact version of every `@mui/x-*` package a sandbox installs: the documented one. */
export const MUI_X_VERSION = '7.12.0';

/** The last `@mui/lab` release for Material UI 5 (the timeline demos), as the site installs it. */
export const MUI_LAB_VERSION = '5.0.0-alpha.177';

/** Libraries every demo needs, pinned to what the docs site itself runs. */
export const BASE_DEPENDENCIES: Readonly<Record<string, string>> = {
  react: '^18.3.1',
  'react-dom': '^18.3.1',
  '@mui/material': '^5.18.0',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.0',
};

/**
 * Date libraries a sandbox installs for each picker adapter: ranges within the pickers' peer
 * dependencies (date-fns ^2.30.0, dayjs ^1.11.10, luxon ^3.4.4, moment ^2.29.4, and the
 * calendar-system variants).
 */
export const ADAPTER_DEPENDENCIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdapterDayjs: { dayjs: '^1.11.10' },
  AdapterDateFns: { 'date-fns': '^2.30.0' },
  AdapterDateFnsV3: { 'date-fns': '^3.6.0' },
  AdapterDateFnsJalali: { 'date-fns-jalali': '^2.30.0-0' },
  AdapterDateFnsJalaliV3: { 'date-fns-jalali': '^3.2.0-0' },
  AdapterLuxon: { luxon: '^3.4.4' },
  AdapterMoment: { moment: '^2.29.4' },
  AdapterMomentHijri: { moment: '^2.29.4', 'moment-hijri': '^2.1.2' },
  AdapterMomentJalaali: { moment: '^2.29.4', 'moment-jalaali': '^0.10.0' },
};

const adapterImport = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]+)$/;

/** The package a module specifier belongs to (`@scope/name/sub` → `@scope/name`). */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The `dependencies` of a sandbox for a demo importing `imports`. A date adapter that is not
 * known throws a TypeError naming it, rather than producing a sandbox that cannot run.
 */
export function sandboxDependencies(imports: readonly string[]): Record<string, string> {
  const dependencies: Record<string, string> = { ...BASE_DEPENDENCIES };
  for (const specifier of imports) {
    const adapter = adapterImport.exec(specifier)?.[1];
    if (adapter) {
      const extra = ADAPTER_DEPENDENCIES[adapter];
      if (!extra) {
        throw new TypeError(`Unknown date adapter "${adapter}" imported from "${specifier}"`);
      }
      Object.assign(dependencies, extra);
    }
    const name = packageOf(specifier);
    if (!name || name in dependencies || name === 'react' || name === 'react-dom') continue;
    if (name.startsWith('@mui/x-')) {
      dependencies[name] = MUI_X_VERSION;
    } else if (name === '@mui/icons-material') {
      dependencies[name] = '^5.18.0';
    } else if (name === '@mui/lab') {
      // Lab's `latest` needs Material UI 6+: pin the last release for Material UI 5.
      dependencies[name] = MUI_LAB_VERSION;
    } else if (name === 'dayjs') {
      dependencies[name] = ADAPTER_DEPENDENCIES.AdapterDayjs.dayjs;
    } else {
      dependencies[name] = 'latest';
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}
