// Names of the MUI X APIs, for the check of inline code on product pages (scripts/check-mdx.ts).
// A name written in backticks on a product page (data/docs/x/react-data-grid/**, react-date-pickers/**,
// react-charts/**, react-tree-view/**) that looks like an API member of that product (a prop, slot,
// method, event, CSS class, column field, state field or export) must exist in the installed 7.12.0
// packages. Known names come from the generated API reference (data/api/<product>/*.json, which also
// holds the pages written from facts files for 7.12.0 packages not installed here, such as
// RichTreeViewPro: scripts/api/facts.ts) and from
// the type definitions of the product's packages in node_modules (exports of their entry points,
// members of their interfaces, keys of the event lookups, CSS classes of the compiled files). Only
// regular expressions over the package files: fast enough for `npm run lint`.
//
// The migration guides (data/docs/x/migration/**) are NOT checked: they name identifiers that the
// previous majors had and 7.12.0 removed or renamed, on purpose. `productOfPage` only matches the
// product folders, so a migration guide never has a product.
import fs from 'node:fs';
import path from 'node:path';
import { API_DATA_DIR } from '@/src/content/paths';
import { INLINE_CODE, fencedCodeBlocks, linesOutsideFences } from './mdx-fences';

export type Product = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** The known names of one product's API, by kind. */
export interface ApiNames {
  product: Product;
  label: string;
  props: Set<string>;
  slots: Set<string>;
  cssKeys: Set<string>;
  cssClassNames: Set<string>;
  cssClassPrefixes: Set<string>;
  cssComponents: Set<string>;
  apiMembers: Set<string>;
  colDefFields: Set<string>;
  exports: Set<string>;
  events: Set<string>;
  initialState: Set<string>;
  componentProps: Set<string>;
  materialNames: Set<string>;
  materialExports: Set<string>;
  all: Set<string>;
}

/** The name sets a dotted root (`slots.toolbar`) can be checked against. */
type RootSet = 'slots' | 'initialState' | 'colDefFields' | 'cssKeys';

export interface ProductConfig {
  label: string;
  folder: string;
  api: string;
  packages: string[];
  prefixes: RegExp;
  apiJson: string | null;
  apiInterfaces: RegExp | null;
  ownInterfaces: RegExp;
  roots: Record<string, RootSet>;
  libraryNames?: (nodeModules: string) => string[];
  related?: Product[];
  internals?: boolean;
}

/** The fields of a generated API file read here. */
interface ApiEntryJson {
  name: string;
  type?: unknown;
  default?: unknown;
  signature?: {
    parameters?: Array<{ name: string; type?: unknown }>;
    returns?: { type?: unknown };
  };
}
interface ApiJson {
  name?: string;
  props?: ApiEntryJson[];
  slots?: ApiEntryJson[];
  cssClasses?: Array<{ key: string; className: string }>;
  properties?: ApiEntryJson[];
  methods?: ApiEntryJson[];
}

const IDENT = '[A-Za-z_$][\\w$]*';
const PATH_RE = new RegExp(`^${IDENT}(?:\\.${IDENT})*$`);

/**
 * The products whose pages are checked. `prefixes` mark a name as an API member of the product even
 * when it is not camelCase (`DataGridPro`, `DateCalendar`, `LineChart`, `TreeItem2`); `apiInterfaces`
 * are the interfaces whose members live on `apiRef.current` (null: the product has no `apiRef` in
 * 7.12.0, so every `apiRef.current.…` is wrong);
 * `ownInterfaces` are the interfaces whose members are all known names of the product; `roots` map a
 * dotted root to the set of names its first member must belong to (`slots.toolbar`).
 */
export const PRODUCTS: Record<Product, ProductConfig> = {
  'data-grid': {
    label: 'Data Grid',
    folder: 'react-data-grid',
    api: 'data-grid',
    packages: ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium'],
    prefixes: /^(?:grid|Grid|DataGrid|useGrid|GRID_|unstable_)/,
    apiJson: 'grid-api.json',
    apiInterfaces: /^Grid\w*Api$/,
    ownInterfaces: /^(?:Grid|DataGrid|GRID_)/,
    roots: {
      slots: 'slots',
      slotProps: 'slots',
      initialState: 'initialState',
      colDef: 'colDefFields',
      gridClasses: 'cssKeys',
    },
  },
  'date-pickers': {
    label: 'Date and Time Pickers',
    folder: 'react-date-pickers',
    api: 'date-pickers',
    packages: ['x-date-pickers', 'x-date-pickers-pro'],
    // A prefix alone is a word (`Date`, `Static`), not a name: a capital letter must follow it.
    // Component-like suffixes count too (`…Picker`, `…Field`, `…Calendar`, `…Clock`).
    prefixes:
      /^(?:unstable_|(?:use|Date|Time|Pickers?|Adapter|Desktop|Mobile|Static|MultiInput|SingleInput|MultiSection)[A-Z]|DigitalClock|MonthCalendar|YearCalendar|DayCalendar|LocalizationProvider)|^[A-Z]\w*(?:Picker|Field|Calendar|Clock)(?:Pro)?$/,
    apiJson: null,
    apiInterfaces: null,
    ownInterfaces: /./,
    roots: { slots: 'slots', slotProps: 'slots' },
    // The plugins of Day.js (`utc`, `customParseFormat`) are named next to the adapters.
    libraryNames: (nodeModules) => fileNames(path.join(nodeModules, 'dayjs', 'plugin'), '.js'),
  },
  charts: {
    label: 'Charts',
    folder: 'react-charts',
    api: 'charts',
    packages: ['x-charts'],
    // Any `…Chart` or `…Plot` component too (`HeatmapChart`, `FunnelPlot`).
    prefixes:
      /^(?:unstable_|(?:use|Charts?|Bar|Line|Pie|Scatter|SparkLine|Gauge|Area|Mark|Axis|ResponsiveChart)[A-Z]|Gauge$)|^[A-Z]\w*(?:Chart|Plot)(?:Pro|Premium)?$/,
    apiJson: null,
    apiInterfaces: null,
    ownInterfaces: /./,
    roots: { slots: 'slots', slotProps: 'slots' },
    // Sparklines are drawn in Data Grid cells (`renderCell`): the grid's names are known too.
    related: ['data-grid'],
  },
  'tree-view': {
    label: 'Tree View',
    folder: 'react-tree-view',
    api: 'tree-view',
    packages: ['x-tree-view'],
    prefixes:
      /^(?:unstable_|TreeItem|TreeView|RichTreeView|SimpleTreeView|useTreeItem2|useTreeView|UseTreeView)|^[A-Z]\w*TreeView(?:Pro)?$/,
    apiJson: null,
    apiInterfaces: /PublicAPI$/,
    ownInterfaces: /./,
    roots: { slots: 'slots', slotProps: 'slots' },
    // The headless pages name the plugins of `@mui/x-tree-view/internals` (`useTreeViewItems`).
    internals: true,
  },
};

/** The product of a page (its path, absolute or relative), or null: only product folders count. */
export function productOfPage(file: string): Product | null {
  const normalized = file.split(path.sep).join('/');
  if (/(^|\/)migration\//.test(normalized)) return null;
  for (const [product, config] of Object.entries(PRODUCTS) as Array<[Product, ProductConfig]>) {
    if (normalized.includes(`/${config.folder}/`) || normalized.startsWith(`${config.folder}/`)) {
      return product;
    }
  }
  return null;
}

// Words of JavaScript, the DOM, SVG, React, MUI and the date libraries that pages use in backticks
// next to X names; they are not X members and are never reported.
const GENERIC = new Set(
  `useState useEffect useLayoutEffect useMemo useCallback useRef useContext useReducer useId
  useTransition useDeferredValue useImperativeHandle useSyncExternalStore forwardRef createContext
  useTheme createTheme useMediaQuery styled onClick onChange onBlur onFocus onKeyDown onKeyUp
  onMouseEnter onMouseLeave onMouseDown onMouseUp onScroll onSubmit onInput onClose onOpen
  onDoubleClick onContextMenu onPointerDown onCopy onPaste className classList innerHTML textContent
  htmlFor tabIndex aria ariaLabel defaultValue defaultChecked inputProps InputProps inputRef
  fontSize fontWeight fontFamily fontStyle lineHeight backgroundColor borderColor borderBottom
  borderTop borderLeft borderRight borderRadius borderWidth borderStyle textAlign textOverflow
  whiteSpace overflowX overflowY maxWidth maxHeight minHeight zIndex boxShadow textTransform
  letterSpacing paddingLeft paddingRight paddingTop paddingBottom marginLeft marginRight marginTop
  marginBottom justifyContent alignItems flexDirection flexWrap gridTemplateColumns colorScheme
  styleOverrides defaultProps palette typography breakpoints spacing shadows transitions
  getContrastText toLocaleString toLocaleDateString toLocaleTimeString toFixed toString toISOString
  toLowerCase toUpperCase localeCompare startsWith endsWith includes indexOf findIndex forEach
  flatMap reduce getTime getFullYear getMonth getDate setTimeout clearTimeout setInterval
  clearInterval requestAnimationFrame queueMicrotask structuredClone localStorage sessionStorage
  getItem setItem removeItem addEventListener removeEventListener preventDefault stopPropagation
  getElementById querySelector querySelectorAll scrollIntoView getBoundingClientRect
  helperText InputLabelProps SelectProps variant disableRipple anchorEl
  ResizeObserver IntersectionObserver AbortController AbortSignal fetch async await keyof typeof
  instanceof readonly isArray fromEntries hasOwnProperty valueOf parseFloat parseInt isNaN
  extendTheme experimental_extendTheme toSorted NumberFormat DateTimeFormat dayjs enUS frFR deDE esES ptBR zhCN jaJP
  createRoot Date DateTime setFieldValue pointerEvents foreignObject`.split(/\s+/),
);

function readJson(file: string): ApiJson {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The files of a package that end with `ext`, without the builds that repeat the same code. */
function packageFiles(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // `modern`, `node`, `esm` and `legacy` repeat the same declarations; `node_modules` is not ours.
      if (['modern', 'node', 'esm', 'legacy', 'node_modules'].includes(entry.name)) continue;
      out.push(...packageFiles(full, ext));
    } else if (entry.name.endsWith(ext)) out.push(full);
  }
  return out;
}

/** Resolves a module specifier of an `export … from` to a .d.ts file, or null. */
function resolveDts(fromFile: string, spec: string, nodeModules: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('@mui/x-')) base = path.join(nodeModules, spec);
  else return null;
  for (const candidate of [`${base}.d.ts`, path.join(base, 'index.d.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every name exported by a .d.ts file, following `export *` and `export { … } from` chains. */
function collectExports(
  file: string,
  nodeModules: string,
  seen: Set<string> = new Set(),
  out: Set<string> = new Set(),
): Set<string> {
  if (seen.has(file)) return out;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export \* from '([^']+)'/g)) {
    const target = resolveDts(file, m[1], nodeModules);
    if (target) collectExports(target, nodeModules, seen, out);
  }
  for (const m of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) out.add(name.trim());
    }
  }
  for (const m of text.matchAll(
    /export (?:declare )?(?:const|let|var|function|class|interface|type|enum|namespace|abstract class) ([A-Za-z_$][\w$]*)/g,
  )) {
    out.add(m[1]);
  }
  return out;
}

/** Members of the interfaces (and object type aliases) declared in a .d.ts text, by type name. */
function interfaceMembers(text: string, into: Map<string, Set<string>>): void {
  const lines = text.split('\n');
  let current: string | null = null;
  let depth = 0;
  for (const line of lines) {
    if (current === null) {
      const m =
        /^(?:export )?(?:declare )?(?:interface ([A-Za-z_$][\w$]*)(?:[^{]|\{\})*|type ([A-Za-z_$][\w$]*)(?:<.*>)? = (?:[^{]*& )?|const ([A-Za-z_$][\w$]*): )\{\s*$/.exec(
          line,
        );
      if (m) {
        current = m[1] ?? m[2] ?? m[3];
        depth = 1;
        if (!into.has(current)) into.set(current, new Set());
      }
      continue;
    }
    // Members of nested object types count too (`pageInfo?: { nextCursor?: string }`).
    if (depth >= 1) {
      const member = /^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*|'[^']+')\??\s*[:(<]/.exec(line);
      if (member) into.get(current)?.add(member[1].replace(/'/g, ''));
    }
    for (const ch of line) {
      if (ch === '{') depth += 1;
      else if (ch === '}') depth -= 1;
    }
    if (depth <= 0) current = null;
  }
}

/** Names of the files of a folder that end with `ext`, without it (none if the folder is missing). */
function fileNames(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(ext))
    .map((name) => name.slice(0, -ext.length));
}

// Material UI is read once for all products, and each product once per root.
let materialCache: { nodeModules: string; names: Set<string>; exports: Set<string> } | null = null;
const namesCache = new Map<string, ApiNames>();

/**
 * Material UI props and theme keys (`disablePortal`, `anchorOrigin`, `styleOverrides`…) and
 * component names (`TextField`, `LinearProgress`) are written next to X names, in slotProps for
 * example: they are known words, though not X members.
 */
function loadMaterial(nodeModules: string): {
  nodeModules: string;
  names: Set<string>;
  exports: Set<string>;
} {
  if (materialCache && materialCache.nodeModules === nodeModules) return materialCache;
  const material = new Map<string, Set<string>>();
  const exportsSet = new Set<string>();
  const materialDir = path.join(nodeModules, '@mui', 'material');
  if (fs.existsSync(materialDir)) {
    for (const file of packageFiles(materialDir, '.d.ts')) {
      interfaceMembers(fs.readFileSync(file, 'utf8'), material);
    }
    collectExports(path.join(materialDir, 'index.d.ts'), nodeModules, new Set(), exportsSet);
  }
  materialCache = {
    nodeModules,
    names: new Set([...material.values()].flatMap((members) => [...members])),
    exports: exportsSet,
  };
  return materialCache;
}

/**
 * The known names of one product's API (a key of PRODUCTS). `root` is the repository root (with
 * data/api and node_modules).
 */
export function loadApiNames(root: string, product: Product = 'data-grid'): ApiNames {
  const config = PRODUCTS[product];
  if (!config) throw new Error(`unknown product ${product}`);
  const key = `${root}\0${product}`;
  const cached = namesCache.get(key);
  if (cached) return cached;
  const apiDir = path.join(root, API_DATA_DIR, config.api);
  const nodeModules = path.join(root, 'node_modules');
  const props = new Set<string>();
  const slots = new Set<string>();
  const cssKeys = new Set<string>();
  const cssClassNames = new Set<string>();
  const cssClassPrefixes = new Set<string>();
  const apiMembers = new Set<string>();
  const colDefFields = new Set<string>();
  const all = new Set<string>();
  for (const name of fs.existsSync(apiDir) ? fs.readdirSync(apiDir) : []) {
    if (!name.endsWith('.json') || name === 'index.json') continue;
    const doc = readJson(path.join(apiDir, name));
    if (doc.name) all.add(doc.name);
    for (const p of doc.props ?? []) props.add(p.name);
    for (const s of doc.slots ?? []) slots.add(s.name);
    for (const c of doc.cssClasses ?? []) {
      cssKeys.add(c.key);
      cssClassNames.add(c.className);
    }
    // Names the reference pages show: parameter names, type names in signatures, defaults.
    const entries = [
      ...(doc.props ?? []),
      ...(doc.slots ?? []),
      ...(doc.properties ?? []),
      ...(doc.methods ?? []),
    ];
    for (const entry of entries) {
      const texts: unknown[] = [entry.type, entry.default];
      for (const param of entry.signature?.parameters ?? []) {
        all.add(param.name);
        texts.push(param.type);
      }
      texts.push(entry.signature?.returns?.type);
      for (const text of texts) {
        if (typeof text !== 'string') continue;
        for (const m of text.matchAll(/[A-Za-z_$][\w$]*/g)) all.add(m[0]);
      }
    }
    const members = [...(doc.properties ?? []), ...(doc.methods ?? [])].map((m) => m.name);
    if (name === config.apiJson) members.forEach((m) => apiMembers.add(m));
    if (/col-def\.json$/.test(name)) members.forEach((m) => colDefFields.add(m));
    members.forEach((m) => all.add(m));
  }
  const exportsSet = new Set<string>();
  const interfaces = new Map<string, Set<string>>();
  const values = new Set<string>();
  const componentProps = new Set(props);
  for (const pkg of config.packages) {
    const dir = path.join(nodeModules, '@mui', pkg);
    if (!fs.existsSync(dir)) continue;
    // Every entry point: the index, and each folder or file next to it (`@mui/x-data-grid/locales`,
    // `@mui/x-date-pickers/AdapterDayjs`, `@mui/x-charts/ChartContainer`); not the internals.
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const skipped = ['modern', 'node', 'esm', 'legacy', 'node_modules'];
      if (skipped.includes(entry.name) || (entry.name === 'internals' && !config.internals)) {
        continue;
      }
      const file = entry.isDirectory()
        ? path.join(dir, entry.name, 'index.d.ts')
        : path.join(dir, entry.name);
      if (file.endsWith('.d.ts') && fs.existsSync(file)) {
        collectExports(file, nodeModules, new Set(), exportsSet);
      }
    }
    for (const file of packageFiles(dir, '.d.ts')) {
      const text = fs.readFileSync(file, 'utf8');
      interfaceMembers(text, interfaces);
      // String literal types are values readers write: 'singleSelect', 'compact', 'isAnyOf'…
      for (const m of text.matchAll(/'([A-Za-z_$][\w$]*)'/g)) values.add(m[1]);
      // Enum members are written with double quotes (`enterKeyDown = "enterKeyDown"`).
      for (const m of text.matchAll(/"([A-Za-z_$][\w$]*)"/g)) values.add(m[1]);
      // Components other than the main one have slotProps of their own (`slotProps?: { button?: … }`).
      for (const m of text.matchAll(/slotProps\?: \{([^{}]*)\}/g)) {
        for (const key of m[1].matchAll(/([A-Za-z_$][\w$]*)\?:/g)) slots.add(key[1]);
      }
    }
    for (const file of packageFiles(dir, '.js')) {
      const text = fs.readFileSync(file, 'utf8');
      // The built-in filter operators are defined in JavaScript only (`value: 'onOrAfter'`).
      if (/Operators\.js$/.test(file)) {
        for (const m of text.matchAll(/value: '([A-Za-z_$][\w$]*)'/g)) values.add(m[1]);
      }
      // CSS classes with an id in them (`MuiLineElement-series-${id}`): the static start is known.
      const owner = /generateUtilityClass(?:\.default)?\)?\(\s*'(Mui\w+)'/.exec(text);
      if (owner) {
        for (const m of text.matchAll(/`([a-z][\w-]*-)\$\{/g))
          cssClassPrefixes.add(`${owner[1]}-${m[1]}`);
      }
      // CSS classes: `generateUtilityClasses('MuiBarElement', ['root', …])`.
      for (const m of text.matchAll(
        /generateUtilityClasses(?:\.default)?\)?\(\s*'(Mui\w+)',\s*\[([^\]]*)\]/g,
      )) {
        for (const key of m[2].matchAll(/'([\w-]+)'/g)) {
          cssKeys.add(key[1]);
          cssClassNames.add(`${m[1]}-${key[1]}`);
        }
      }
    }
  }
  const material = loadMaterial(nodeModules);
  const events = new Set<string>();
  const initialState = new Set<string>();
  for (const [name, members] of interfaces) {
    if (/EventLookup$/.test(name)) members.forEach((m) => events.add(m));
    if (/^GridInitialState/.test(name)) members.forEach((m) => initialState.add(m));
    if (/^Grid(?:Base|StateColDef|ColDef|ActionsColDef|SingleSelectColDef)/.test(name)) {
      if (/ColDef/.test(name)) members.forEach((m) => colDefFields.add(m));
    }
    // The API on `apiRef.current` is the union of the API interfaces (the JSON keeps the public ones).
    if (config.apiInterfaces?.test(name) && !/Private/.test(name)) {
      members.forEach((m) => apiMembers.add(m));
    }
    if (config.ownInterfaces.test(name)) members.forEach((m) => all.add(m));
    if (/Props$/.test(name)) members.forEach((m) => componentProps.add(m));
  }
  for (const set of [props, slots, cssKeys, apiMembers, colDefFields, exportsSet, events, values]) {
    set.forEach((m) => all.add(m));
  }
  config.libraryNames?.(nodeModules).forEach((m) => all.add(m));
  for (const other of config.related ?? [])
    loadApiNames(root, other).all.forEach((m) => all.add(m));
  // Components whose CSS classes the product defines (`DataGrid`, `PickersDay`, `BarElement`): a
  // class `Mui<Component>-…` of one of them must be a known class.
  const cssComponents = new Set(
    [...cssClassNames]
      .map((c) => /^Mui(\w+)-/.exec(c)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  // Their `<Component>Classes` interface may list classes applied without the list above
  // (`MuiPickersInputBase-readOnly`, set through the component's slots).
  for (const [name, members] of interfaces) {
    const component = /^(\w+)Classes$/.exec(name)?.[1];
    if (component && cssComponents.has(component)) {
      members.forEach((m) => cssClassNames.add(`Mui${component}-${m}`));
    }
  }
  const names: ApiNames = {
    product,
    label: config.label,
    props,
    slots,
    cssKeys,
    cssClassNames,
    cssClassPrefixes,
    cssComponents,
    apiMembers,
    colDefFields,
    exports: exportsSet,
    events,
    initialState,
    componentProps,
    materialNames: material.names,
    materialExports: material.exports,
    all,
  };
  namesCache.set(key, names);
  return names;
}

/** Identifiers written in a text (demo source, code block): the page's own names. */
export function localNamesOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(/[A-Za-z_$][\w$]*/g)) out.add(m[0]);
  }
  return out;
}

const camelCase = (name: string) => /^[a-z][a-z0-9]*[A-Z][\w$]*$/.test(name);
const prefixedFor = (names: ApiNames) => (name: string) =>
  PRODUCTS[names.product ?? 'data-grid'].prefixes.test(name);

/**
 * Wrong names in one inline code span: the member-like names of `code` that the product does not
 * know. `local` holds names the page itself declares (its demos and code blocks).
 */
export function wrongNamesInCode(
  code: string,
  names: ApiNames,
  local: Set<string> = new Set(),
): string[] {
  const config = PRODUCTS[names.product ?? 'data-grid'];
  const prefixed = prefixedFor(names);
  // `unstable_` alone (a prefix named in prose) is not a name.
  const looksLikeMember = (name: string) => (prefixed(name) || camelCase(name)) && !/_$/.test(name);
  let value = code.trim();
  const wrong: string[] = [];
  for (const m of value.matchAll(/Mui([A-Z]\w*)-[\w-]*\w/g)) {
    const known =
      names.cssClassNames.has(m[0]) ||
      [...names.cssClassPrefixes].some((prefix) => m[0].startsWith(prefix));
    // A class of a component of the product (`MuiBarElement-root`), not of Material UI (`MuiButton-…`).
    const ours = names.cssComponents.has(m[1]) || names.exports.has(m[1]);
    if (ours && !known) wrong.push(m[0]);
  }
  if (/^Mui/.test(value) || /^\./.test(value)) return wrong;
  // `prop="value"`, `prop={…}`: the name before `=` is a prop of a component of the product.
  const assignment = /^([A-Za-z_$][\w$]*)=(?![=>])/.exec(value);
  if (assignment) {
    const name = assignment[1];
    if (!looksLikeMember(name)) return wrong; // `role="grid"`, `dir="rtl"`: HTML attributes
    const known = names.componentProps.has(name) || names.materialNames.has(name);
    if (!known && !local.has(name) && !GENERIC.has(name)) {
      wrong.push(name);
    }
    return wrong;
  }
  // `<GridToolbar />`, `<DateCalendar>`: a component of the product.
  const tag = /^<\/?([A-Za-z][\w.]*)[\s/>]/.exec(value);
  if (tag) {
    const name = tag[1].split('.')[0];
    if (
      prefixed(name) &&
      !names.exports.has(name) &&
      !names.materialExports.has(name) &&
      !local.has(name)
    ) {
      wrong.push(name);
    }
    return wrong;
  }
  value = value.replace(/\(\)$/, '');
  if (!PATH_RE.test(value)) return wrong;
  const parts = value.split('.');
  const [first, second, third] = parts;
  const check = (name: string | undefined, set: Set<string>) => {
    if (name !== undefined && !set.has(name)) wrong.push(parts.join('.'));
  };
  if (first === 'apiRef' && second === 'current') {
    check(third, names.apiMembers);
  } else if (first === 'apiRef' && second !== undefined) {
    wrong.push(value); // the API lives on `apiRef.current`
  } else if (Object.hasOwn(config.roots, first)) {
    check(second, names[config.roots[first]]);
  } else if (parts.length === 1 || prefixed(first)) {
    if (
      looksLikeMember(first) &&
      !names.all.has(first) &&
      !(camelCase(first) && names.materialNames.has(first)) &&
      !names.materialExports.has(first) &&
      !local.has(first) &&
      !GENERIC.has(first) &&
      !first.startsWith('Mui')
    ) {
      wrong.push(first);
    }
  }
  return wrong;
}

/**
 * Inline code spans of an MDX text with their 1-based line, outside fenced code blocks.
 * Returns `{ code, line }[]`.
 */
export function inlineCodeSpans(mdx: string): { code: string; line: number }[] {
  const spans: { code: string; line: number }[] = [];
  for (const { index, text } of linesOutsideFences(mdx.split('\n'))) {
    for (const m of text.matchAll(INLINE_CODE)) spans.push({ code: m[2], line: index + 1 });
  }
  return spans;
}

/**
 * Problems of a product's MDX page: `{ line, name }` for each member-like name in backticks that the
 * product does not know. `demoSources` are the texts of the page's demo files.
 */
export function checkPage(
  mdx: string,
  names: ApiNames,
  demoSources: string[] = [],
): { line: number; name: string }[] {
  const local = localNamesOf([...demoSources, ...fencedCodeBlocks(mdx)]);
  const problems: { line: number; name: string }[] = [];
  for (const { code, line } of inlineCodeSpans(mdx)) {
    for (const name of wrongNamesInCode(code, names, local)) problems.push({ line, name });
  }
  return problems;
}
