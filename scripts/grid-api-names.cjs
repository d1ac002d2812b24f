// Names of the Data Grid API, for the check of inline code on Data Grid pages (scripts/check-mdx.mjs).
// A name written in backticks that looks like a grid API member (a prop, slot, method, event, CSS
// class, column field, state field or export) must exist in the installed 7.12.0 packages.
// Known names come from the generated API reference (data/api/data-grid/*.json) and from the type
// definitions of node_modules/@mui/x-data-grid* (exports of index.d.ts, members of their interfaces,
// keys of the event lookups). Only regular expressions over the .d.ts text: fast enough for `npm run lint`.
const fs = require('node:fs');
const path = require('node:path');

const GRID_PACKAGES = ['x-data-grid', 'x-data-grid-pro', 'x-data-grid-premium'];
const IDENT = '[A-Za-z_$][\\w$]*';
const PATH_RE = new RegExp(`^${IDENT}(?:\\.${IDENT})*$`);

// camelCase words of JavaScript, the DOM, React and MUI that pages use in backticks next to grid
// names; they are not grid members and are never reported.
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
  extendTheme experimental_extendTheme toSorted NumberFormat DateTimeFormat dayjs enUS frFR deDE esES ptBR zhCN jaJP`.split(
    /\s+/,
  ),
);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function dtsFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // `modern`, `node`, `esm` and `legacy` repeat the same declarations; `node_modules` is not ours.
      if (['modern', 'node', 'esm', 'legacy', 'node_modules'].includes(entry.name)) continue;
      out.push(...dtsFiles(full));
    } else if (entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Resolves a module specifier of an `export … from` to a .d.ts file, or null. */
function resolveDts(fromFile, spec, nodeModules) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec.startsWith('@mui/x-data-grid')) base = path.join(nodeModules, spec);
  else return null;
  for (const candidate of [`${base}.d.ts`, path.join(base, 'index.d.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every name exported by a .d.ts file, following `export *` and `export { … } from` chains. */
function collectExports(file, nodeModules, seen = new Set(), out = new Set()) {
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
function interfaceMembers(text, into) {
  const lines = text.split('\n');
  let current = null;
  let depth = 0;
  for (const line of lines) {
    if (current === null) {
      const m =
        /^(?:export )?(?:declare )?(?:interface ([A-Za-z_$][\w$]*)[^{]*|type ([A-Za-z_$][\w$]*)(?:<.*>)? = (?:[^{]*& )?|const ([A-Za-z_$][\w$]*): )\{\s*$/.exec(
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
      if (member) into.get(current).add(member[1].replace(/'/g, ''));
    }
    for (const ch of line) {
      if (ch === '{') depth += 1;
      else if (ch === '}') depth -= 1;
    }
    if (depth <= 0) current = null;
  }
}

/**
 * The known names of the Data Grid API. `root` is the repository root (with data/api and
 * node_modules).
 */
function loadGridNames(root) {
  const apiDir = path.join(root, 'data', 'api', 'data-grid');
  const nodeModules = path.join(root, 'node_modules');
  const props = new Set();
  const slots = new Set();
  const cssKeys = new Set();
  const cssClassNames = new Set();
  const apiMembers = new Set();
  const colDefFields = new Set();
  const all = new Set();
  for (const name of fs.readdirSync(apiDir)) {
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
      const texts = [entry.type, entry.default];
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
    if (name === 'grid-api.json') members.forEach((m) => apiMembers.add(m));
    if (/col-def\.json$/.test(name)) members.forEach((m) => colDefFields.add(m));
    members.forEach((m) => all.add(m));
  }
  const exportsSet = new Set();
  const interfaces = new Map();
  const values = new Set();
  const componentProps = new Set(props);
  for (const pkg of GRID_PACKAGES) {
    const dir = path.join(nodeModules, '@mui', pkg);
    if (!fs.existsSync(dir)) continue;
    collectExports(path.join(dir, 'index.d.ts'), nodeModules, new Set(), exportsSet);
    // The locales are a separate entry point (`@mui/x-data-grid/locales`).
    for (const entry of [path.join(dir, 'locales.d.ts'), path.join(dir, 'locales', 'index.d.ts')]) {
      if (fs.existsSync(entry)) collectExports(entry, nodeModules, new Set(), exportsSet);
    }
    for (const file of dtsFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      interfaceMembers(text, interfaces);
      // String literal types are values readers write: 'singleSelect', 'compact', 'isAnyOf'…
      for (const m of text.matchAll(/'([A-Za-z_$][\w$]*)'/g)) values.add(m[1]);
      // Enum members are written with double quotes (`enterKeyDown = "enterKeyDown"`).
      for (const m of text.matchAll(/"([A-Za-z_$][\w$]*)"/g)) values.add(m[1]);
      // Components other than the grid have slotProps of their own (`slotProps?: { button?: … }`).
      for (const m of text.matchAll(/slotProps\?: \{([^{}]*)\}/g)) {
        for (const key of m[1].matchAll(/([A-Za-z_$][\w$]*)\?:/g)) slots.add(key[1]);
      }
    }
    // The built-in filter operators are defined in JavaScript only (`value: 'onOrAfter'`).
    const colDefDir = path.join(dir, 'colDef');
    if (fs.existsSync(colDefDir)) {
      for (const name of fs.readdirSync(colDefDir).filter((n) => /Operators\.js$/.test(n))) {
        const text = fs.readFileSync(path.join(colDefDir, name), 'utf8');
        for (const m of text.matchAll(/value: '([A-Za-z_$][\w$]*)'/g)) values.add(m[1]);
      }
    }
  }
  // Material UI props and theme keys (`disablePortal`, `anchorOrigin`, `styleOverrides`…) are written
  // next to grid names, in slotProps for example: they are known words, though not grid members.
  const material = new Map();
  const materialDir = path.join(nodeModules, '@mui', 'material');
  if (fs.existsSync(materialDir)) {
    for (const file of dtsFiles(materialDir))
      interfaceMembers(fs.readFileSync(file, 'utf8'), material);
  }
  const materialNames = new Set([...material.values()].flatMap((members) => [...members]));
  const events = new Set();
  const initialState = new Set();
  for (const [name, members] of interfaces) {
    if (/EventLookup$/.test(name)) members.forEach((m) => events.add(m));
    if (/^GridInitialState/.test(name)) members.forEach((m) => initialState.add(m));
    if (/^Grid(?:Base|StateColDef|ColDef|ActionsColDef|SingleSelectColDef)/.test(name)) {
      if (/ColDef/.test(name)) members.forEach((m) => colDefFields.add(m));
    }
    // The grid API is the union of the Grid*Api interfaces (the JSON keeps the public ones).
    if (/^Grid\w*Api$/.test(name) && !/Private/.test(name))
      members.forEach((m) => apiMembers.add(m));
    if (/^(?:Grid|DataGrid|GRID_)/.test(name)) members.forEach((m) => all.add(m));
    if (/Props$/.test(name)) members.forEach((m) => componentProps.add(m));
  }
  for (const set of [props, slots, cssKeys, apiMembers, colDefFields, exportsSet, events, values]) {
    set.forEach((m) => all.add(m));
  }
  return {
    props,
    slots,
    cssKeys,
    cssClassNames,
    apiMembers,
    colDefFields,
    exports: exportsSet,
    events,
    initialState,
    componentProps,
    materialNames,
    all,
  };
}

/** Identifiers written in a text (demo source, code block): the page's own names. */
function localNamesOf(texts) {
  const out = new Set();
  for (const text of texts) {
    for (const m of text.matchAll(/[A-Za-z_$][\w$]*/g)) out.add(m[0]);
  }
  return out;
}

const gridPrefixed = (name) => /^(?:grid|Grid|DataGrid|useGrid|GRID_|unstable_)/.test(name);
const camelCase = (name) => /^[a-z][a-z0-9]*[A-Z][\w$]*$/.test(name);
// `unstable_` alone (a prefix named in prose) is not a name.
const looksLikeMember = (name) => (gridPrefixed(name) || camelCase(name)) && !/_$/.test(name);

/**
 * Wrong names in one inline code span: the grid-like names of `code` that the grid does not know.
 * `local` holds names the page itself declares (its demos and code blocks).
 */
function wrongNamesInCode(code, names, local = new Set()) {
  let value = code.trim();
  const wrong = [];
  for (const m of value.matchAll(/MuiDataGrid-[\w-]*\w/g)) {
    if (!names.cssClassNames.has(m[0])) wrong.push(m[0]);
  }
  if (/^MuiDataGrid/.test(value) || /^\./.test(value)) return wrong;
  // `prop="value"`, `prop={…}`: the name before `=` is a prop of a grid component.
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
  // `<GridToolbar />`, `<DataGridPro>`: a grid component.
  const tag = /^<\/?([A-Za-z][\w.]*)[\s/>]/.exec(value);
  if (tag) {
    const name = tag[1].split('.')[0];
    if (gridPrefixed(name) && !names.exports.has(name) && !local.has(name)) wrong.push(name);
    return wrong;
  }
  value = value.replace(/\(\)$/, '');
  if (!PATH_RE.test(value)) return wrong;
  const parts = value.split('.');
  const [first, second, third] = parts;
  const check = (name, set) => {
    if (name !== undefined && !set.has(name)) wrong.push(parts.join('.'));
  };
  if (first === 'apiRef' && second === 'current') {
    check(third, names.apiMembers);
  } else if (first === 'apiRef' && second !== undefined) {
    wrong.push(value); // the API lives on `apiRef.current`
  } else if (first === 'slots' || first === 'slotProps') {
    check(second, names.slots);
  } else if (first === 'initialState') {
    check(second, names.initialState);
  } else if (first === 'colDef') {
    check(second, names.colDefFields);
  } else if (first === 'gridClasses') {
    check(second, names.cssKeys);
  } else if (parts.length === 1 || gridPrefixed(first)) {
    if (
      looksLikeMember(first) &&
      !names.all.has(first) &&
      !(camelCase(first) && names.materialNames.has(first)) &&
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
function inlineCodeSpans(mdx) {
  const spans = [];
  let fence = null;
  const lines = mdx.split('\n');
  lines.forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    for (const m of line.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      spans.push({ code: m[2], line: index + 1 });
    }
  });
  return spans;
}

/** Fenced code blocks of an MDX text (their content). */
function codeBlocksOf(mdx) {
  return [...mdx.matchAll(/^\s*(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\s*\1/gm)].map((m) => m[2]);
}

/**
 * Problems of a Data Grid MDX page: `{ line, name }` for each grid-like name in backticks that the
 * grid does not know. `demoSources` are the texts of the page's demo files.
 */
function checkGridPage(mdx, names, demoSources = []) {
  const local = localNamesOf([...demoSources, ...codeBlocksOf(mdx)]);
  const problems = [];
  for (const { code, line } of inlineCodeSpans(mdx)) {
    for (const name of wrongNamesInCode(code, names, local)) problems.push({ line, name });
  }
  return problems;
}

module.exports = {
  loadGridNames,
  wrongNamesInCode,
  inlineCodeSpans,
  checkGridPage,
  localNamesOf,
};
