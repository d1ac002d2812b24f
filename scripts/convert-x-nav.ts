// Converts the published 7.12.0 navigation under /x/ (tab-separated, two-space indentation) into
// data/pages/xPages.ts, so the page registry keeps every deep link of the reference site.
//
// Usage: npx tsx scripts/convert-x-nav.ts [reference.txt] [--stdout]
// The reference defaults to /work/shared/reference/x-nav-v7.12.0.txt, or $X_NAV_REFERENCE.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { deriveTitle } from '@/src/navigation/buildPageTree';
import type { LocalizedTitle, MuiPage, Plan } from '@/src/navigation/types';

const OUTPUT = path.resolve('data/pages/xPages.ts');
const DEFAULT_REFERENCE = process.env.X_NAV_REFERENCE ?? '/work/shared/reference/x-nav-v7.12.0.txt';

// Chinese navigation titles, keyed by the English title. Component and interface names
// (a single PascalCase word such as DataGrid or GridColDef) stay untranslated and need no entry.
const ZH_BY_TITLE: Record<string, string> = {
  "What's new in MUI X": 'MUI X 的新功能',
  Introduction: '简介',
  Overview: '概览',
  Installation: '安装',
  Licensing: '授权许可',
  Support: '支持',
  Roadmap: '路线图',
  'Data Grid': '数据表格',
  Demo: '演示',
  Demos: '演示',
  'Getting started': '快速入门',
  Layout: '布局',
  Columns: '列',
  'Column definition': '列定义',
  'Column dimensions': '列尺寸',
  'Column visibility': '列可见性',
  'Custom columns': '自定义列',
  'Column header': '列标题',
  'Column menu': '列菜单',
  'Column spanning': '列合并',
  'Column groups': '列分组',
  'Column ordering': '列排序',
  'Column pinning': '列固定',
  Rows: '行',
  'Row definition': '行定义',
  'Row updates': '行更新',
  'Row height': '行高',
  'Row spanning': '行合并',
  'Master detail': '主从详情',
  'Row ordering': '行排序',
  'Row pinning': '行固定',
  Recipes: '实用示例',
  Editing: '编辑',
  Sorting: '排序',
  Filtering: '筛选',
  Customization: '定制',
  'Quick filter': '快速筛选',
  'Server-side filter': '服务端筛选',
  'Multi filters': '多条件筛选',
  'Header filters': '表头筛选',
  Pagination: '分页',
  Selection: '选择',
  'Row selection': '行选择',
  'Cell selection': '单元格选择',
  Export: '导出',
  'Copy and paste': '复制和粘贴',
  Overlays: '覆盖层',
  'Custom subcomponents': '自定义子组件',
  Style: '样式',
  Localization: '本地化',
  Scrolling: '滚动',
  Virtualization: '虚拟化',
  Accessibility: '无障碍',
  Performance: '性能',
  'Group & Pivot': '分组与透视',
  'Tree data': '树形数据',
  'Row grouping': '行分组',
  Aggregation: '聚合',
  Pivoting: '数据透视',
  'Server-side data': '服务端数据',
  'Lazy loading': '懒加载',
  'Infinite loading': '无限加载',
  Advanced: '高级',
  'API object': 'API 对象',
  Events: '事件',
  State: '状态',
  'API Reference': 'API 参考',
  Index: '索引',
  Components: '组件',
  Interfaces: '接口',
  FAQ: '常见问题',
  'Date and Time Pickers': '日期和时间选择器',
  'Base concepts': '基本概念',
  'Date components': '日期组件',
  'Date Picker': '日期选择器',
  'Date Field': '日期字段',
  'Date Calendar': '日期日历',
  'Time components': '时间组件',
  'Time Picker': '时间选择器',
  'Time Field': '时间字段',
  'Time Clock': '时间时钟',
  'Digital Clock': '数字时钟',
  'Date Time components': '日期时间组件',
  'Date Time Picker': '日期时间选择器',
  'Date Time Field': '日期时间字段',
  'Date Range components': '日期范围组件',
  'Date Range Picker': '日期范围选择器',
  'Date Range Field': '日期范围字段',
  'Date Range Calendar': '日期范围日历',
  'Time Range components': '时间范围组件',
  'Time Range Picker': '时间范围选择器',
  'Time Range Field': '时间范围字段',
  'Date Time Range components': '日期时间范围组件',
  'Date Time Range Picker': '日期时间范围选择器',
  'Date Time Range Field': '日期时间范围字段',
  'Field components': '字段组件',
  'Common features': '通用功能',
  Validation: '验证',
  'Components lifecycle': '组件生命周期',
  Shortcuts: '快捷选项',
  'Translated components': '已翻译的组件',
  'Date format and localization': '日期格式与本地化',
  'UTC and timezone': 'UTC 与时区',
  'Calendar systems': '历法系统',
  'Visual customization': '视觉定制',
  'Custom slots and subcomponents': '自定义插槽和子组件',
  'Custom layout': '自定义布局',
  'Custom field': '自定义字段',
  'Custom opening button': '自定义打开按钮',
  'Customization playground': '定制演练场',
  Charts: '图表',
  'Available components': '可用组件',
  Bars: '柱状图',
  'Bars overview': '柱状图概览',
  Lines: '折线图',
  'Lines overview': '折线图概览',
  'Lines demo': '折线图演示',
  'Area demo': '面积图演示',
  Pie: '饼图',
  'Pie overview': '饼图概览',
  Scatter: '散点图',
  'Scatter overview': '散点图概览',
  Sparkline: '迷你图',
  Gauge: '仪表盘',
  Heatmap: '热力图',
  Axis: '坐标轴',
  'Custom components': '自定义组件',
  Composition: '组合',
  Label: '标签',
  Legend: '图例',
  Stacking: '堆叠',
  Styling: '样式',
  'Tooltip & Highlights': '提示框与高亮',
  'Zoom & Pan': '缩放与平移',
  'Future components': '未来的组件',
  Radar: '雷达图',
  Treemap: '矩形树图',
  Funnel: '漏斗图',
  Sankey: '桑基图',
  Gantt: '甘特图',
  'Tree View': '树视图',
  'Simple Tree View': '简单树视图',
  'Rich Tree View': '富树视图',
  Items: '树项',
  Expansion: '展开',
  Focus: '焦点',
  Ordering: '排序',
  'Item customization': '树项定制',
  Migration: '迁移',
  'Upgrade to v7': '升级到 v7',
  'Upgrade to v6': '升级到 v6',
  'Breaking changes: Data Grid': '破坏性变更：数据表格',
  'Breaking changes: Date and Time Pickers': '破坏性变更：日期和时间选择器',
  'Breaking changes: Tree View': '破坏性变更：树视图',
  'Breaking changes: Charts': '破坏性变更：图表',
  'Migration from lab to v6 (Tree View)': '从 lab 迁移到 v6（树视图）',
  'Earlier versions': '更早的版本',
  'Migration from lab to v5 (Date and Time Pickers)': '从 lab 迁移到 v5（日期和时间选择器）',
  'Migration from v4 to v5 (Data Grid)': '从 v4 迁移到 v5（数据表格）',
};

// Same English title, different meaning depending on where it sits in the tree.
const ZH_BY_PATHNAME: Record<string, string> = {
  '/x/api/charts/gauge': 'Gauge',
  '/x/api/charts/heatmap': 'Heatmap',
  '/x/api/charts/scatter': 'Scatter',
  '/x/react-charts/pie-demo': '饼图演示',
  '/x/react-charts/scatter-demo': '散点图演示',
  '/x/react-charts/bar-demo': '柱状图演示',
  '/x/react-data-grid/recipes-editing': '编辑示例',
  '/x/react-data-grid/recipes-row-grouping': '行分组示例',
  '/x/react-tree-view/rich-tree-view/ordering': '树项排序',
};

const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;
type Flag = 'planned' | 'newFeature' | 'unstable';
const FLAGS = new Set<string>(['planned', 'newFeature', 'unstable']);

/** An entry of the reference as parsed, before titles are localized. */
export interface RawEntry {
  pathname: string;
  title?: string;
  subheader?: string;
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
  children: RawEntry[];
}

function chineseTitle(pathname: string, english: string): string | undefined {
  const zh = ZH_BY_PATHNAME[pathname] ?? ZH_BY_TITLE[english];
  if (zh !== undefined) {
    return zh;
  }
  // Component and interface names are code, and code is not translated.
  if (IDENTIFIER.test(english) && pathname.includes('/api/')) {
    return english;
  }
  return undefined;
}

function parseColumns(
  columns: string[],
  lineNumber: number,
): Omit<RawEntry, 'pathname' | 'children'> {
  const entry: Omit<RawEntry, 'pathname' | 'children'> = {};
  for (const column of columns) {
    const quoted = /^"(.*)"$/.exec(column);
    const subheader = /^subheader="(.*)"$/.exec(column);
    if (quoted) {
      entry.title = quoted[1];
    } else if (subheader) {
      entry.subheader = subheader[1];
    } else {
      for (const flag of column.split(',')) {
        const plan = /^plan=(pro|premium)$/.exec(flag);
        if (plan) {
          entry.plan = plan[1] as Plan;
        } else if (FLAGS.has(flag)) {
          entry[flag as Flag] = true;
        } else {
          throw new Error(`Line ${lineNumber}: unknown column "${column}"`);
        }
      }
    }
  }
  return entry;
}

/** Parses the indented reference text into a tree of raw entries. */
export function parseReference(text: string): RawEntry[] {
  const roots: RawEntry[] = [];
  // stack[depth] holds the children array that an entry at that depth is appended to.
  const stack = [roots];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') {
      return;
    }
    const indent = line.length - line.trimStart().length;
    if (indent % 2 !== 0 || indent / 2 > stack.length - 1) {
      throw new Error(`Line ${index + 1}: unexpected indentation`);
    }
    const depth = indent / 2;
    const [pathname, ...columns] = line.trim().split('\t');
    const entry: RawEntry = { pathname, ...parseColumns(columns, index + 1), children: [] };
    stack.length = depth + 1;
    stack[depth].push(entry);
    stack.push(entry.children);
  });
  return roots;
}

function localize(pathname: string, english: string, missing: string[]): LocalizedTitle {
  const zh = chineseTitle(pathname, english);
  if (zh === undefined) {
    missing.push(`${pathname}: ${english}`);
  }
  return { en: english, zh: zh ?? english };
}

function toMuiPage(raw: RawEntry, missing: string[]): MuiPage {
  // A subheader entry is titled by its heading so that every entry has a readable name.
  const english = raw.title ?? raw.subheader ?? deriveTitle(raw.pathname);
  const page: MuiPage = { pathname: raw.pathname, title: localize(raw.pathname, english, missing) };
  if (raw.subheader !== undefined) {
    page.subheader = localize(raw.pathname, raw.subheader, missing);
  }
  if (raw.plan !== undefined) page.plan = raw.plan;
  for (const key of ['planned', 'newFeature', 'unstable'] as const) {
    if (raw[key] !== undefined) page[key] = raw[key];
  }
  if (raw.children.length > 0) {
    page.children = raw.children.map((child) => toMuiPage(child, missing));
  }
  return page;
}

/** Renders the registry module on one line; prettier then lays it out in the repository's style. */
export function renderModule(pages: MuiPage[], referenceName: string): string {
  return [
    `// Generated by scripts/convert-x-nav.ts from ${referenceName}; edit the script, not this file.`,
    "import type { MuiPage } from '@/src/navigation/types';",
    '',
    '/** The navigation tree under /x/, with the published 7.12.0 pathnames and flags. */',
    `export const xPages: MuiPage[] = ${JSON.stringify(pages)};`,
    '',
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const toStdout = args.includes('--stdout');
  const reference = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_REFERENCE;
  const missing: string[] = [];
  const pages = parseReference(readFileSync(reference, 'utf8')).map((raw) =>
    toMuiPage(raw, missing),
  );
  if (missing.length > 0) {
    throw new Error(`Missing Chinese titles:\n${missing.join('\n')}`);
  }
  const source = renderModule(pages, path.basename(reference));
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  const formatted = await prettier.format(source, { ...options, filepath: OUTPUT });
  if (toStdout) {
    process.stdout.write(formatted);
  } else {
    writeFileSync(OUTPUT, formatted);
    console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
