/**
 * The search's bilingual term table (docs/search.md → "Ranking principles"): the names of the
 * products in English and Chinese, and the Chinese words of the core concepts with their English
 * terms. It states what words mean, not where a query should land: a product's names are titles of
 * its overview page, and a Chinese query also searches the English terms of its words (the pages'
 * text is English on both sides of the site).
 */

import { stemmer } from 'stemmer';
import { camelCaseParts, isIdentifierWord } from './tokenize';

/**
 * Every name of each product, lower case, by the pathname of its overview page: what the docs call
 * it, its package's name as prose writes it (`x-data-grid`; written as npm has it,
 * `@mui/x-data-grid`, it opens the product's Getting started: see `installs` in ranking.ts), and
 * the name of its slug (`react-data-grid`).
 */
export const PRODUCT_NAMES: Readonly<Record<string, readonly string[]>> = {
  '/x/introduction': ['mui x', 'mui-x', 'muix', '@mui/x'],
  '/x/react-data-grid': [
    'data grid',
    'datagrid',
    'mui x data grid',
    'x data grid',
    'react data grid',
    'x-data-grid',
    '数据表格',
    '数据网格',
  ],
  '/x/react-date-pickers': [
    'date and time pickers',
    'date pickers',
    'date time pickers',
    'pickers',
    'mui x date pickers',
    'x date pickers',
    'react date pickers',
    'x-date-pickers',
    '日期和时间选择器',
    '日期时间选择器组件',
  ],
  '/x/react-charts': ['charts', 'mui x charts', 'x charts', 'react charts', 'x-charts', '图表'],
  '/x/react-tree-view': [
    'tree view',
    'treeview',
    'mui x tree view',
    'x tree view',
    'react tree view',
    'x-tree-view',
    '树视图',
    '树形视图',
  ],
};

/**
 * Chinese words of the core concepts and of everyday developer questions, with their English
 * terms. Only words whose meaning does not depend on the page: feature and component nouns the
 * guides are titled by, and the verbs and nouns of common tasks ("hide", "format", "color").
 */
export const CHINESE_TERMS: Readonly<Record<string, string>> = {
  数据表格: 'data grid',
  表格: 'grid',
  图表: 'chart',
  树视图: 'tree view',
  选择器: 'picker',
  日期: 'date',
  时间: 'time',
  日历: 'calendar',
  时钟: 'clock',
  范围: 'range',
  字段: 'field',
  列: 'column',
  行: 'row',
  单元格: 'cell',
  表头: 'header',
  标题: 'title',
  排序: 'sorting',
  筛选: 'filter',
  过滤: 'filter',
  分页: 'pagination',
  分组: 'grouping',
  聚合: 'aggregation',
  编辑: 'editing',
  导出: 'export',
  导入: 'import',
  复制: 'copy',
  粘贴: 'paste',
  剪贴板: 'clipboard',
  选择: 'selection',
  固定: 'fixed',
  可见性: 'visibility',
  宽度: 'width',
  高度: 'height',
  虚拟化: 'virtualization',
  滚动: 'scrolling',
  本地化: 'localization',
  国际化: 'localization',
  时区: 'timezone',
  验证: 'validation',
  校验: 'validation',
  主题: 'theme',
  样式: 'styling',
  自定义: 'custom',
  定制: 'customization',
  工具栏: 'toolbar',
  菜单: 'menu',
  插槽: 'slots',
  组件: 'component',
  事件: 'events',
  状态: 'state',
  无障碍: 'accessibility',
  性能: 'performance',
  安装: 'installation',
  许可: 'license',
  授权: 'license',
  迁移: 'migration',
  升级: 'upgrade',
  图例: 'legend',
  坐标轴: 'axis',
  提示框: 'tooltip',
  折线图: 'line chart',
  柱状图: 'bar chart',
  饼图: 'pie chart',
  散点图: 'scatter chart',
  展开: 'expansion',
  树项: 'tree item',
  焦点: 'focus',
  布局: 'layout',
  覆盖层: 'overlay',
  加载: 'loading',
  懒加载: 'lazy loading',
  树形数据: 'tree data',
  服务端: 'server side',
  服务器端: 'server side',
  快捷: 'shortcuts',
  适配器: 'adapter',
  // A component's reference: its props and methods are on its API page.
  属性: 'props',
  参数: 'props',
  方法: 'methods',
  接口: 'api',
  钩子: 'hooks',
  回调: 'callback',
  // Everyday tasks.
  隐藏: 'hide',
  显示: 'show',
  禁用: 'disable',
  启用: 'enable',
  获取: 'get',
  选中: 'selected',
  修改: 'change',
  更改: 'change',
  改变: 'change',
  添加: 'add',
  删除: 'delete',
  去掉: 'remove',
  去除: 'remove',
  移除: 'remove',
  调整: 'adjust',
  拖拽: 'drag',
  拖动: 'drag',
  重新排序: 'ordering',
  拖拽排序: 'ordering',
  拖动排序: 'ordering',
  格式化: 'format',
  格式: 'format',
  保存: 'save',
  恢复: 'restore',
  打印: 'print',
  搜索: 'search',
  // Interface nouns.
  列宽: 'column width',
  行高: 'row height',
  图标: 'icon',
  按钮: 'button',
  颜色: 'color',
  字体: 'font',
  排版: 'typography',
  调色板: 'palette',
  暗黑模式: 'dark mode',
  深色模式: 'dark mode',
  暗色模式: 'dark mode',
  夜间模式: 'dark mode',
  模板: 'templates',
  浏览器: 'browser',
  兼容性: 'compatibility',
  兼容: 'compatible',
  水印: 'watermark',
  中文: 'chinese locale',
  语言: 'language',
  翻译: 'translation',
  多语言: 'localization',
  复选框: 'checkbox',
  下拉: 'dropdown',
  对话框: 'dialog',
  弹窗: 'dialog',
  输入框: 'input',
  文本框: 'text field',
  表单: 'form',
  页脚: 'footer',
  虚拟: 'virtualization',
  多列: 'multi column',
  多选: 'multiple selection',
  单选: 'single selection',
  尺寸: 'dimensions',
  大小: 'size',
  响应式: 'responsive',
  动画: 'animation',
  数据源: 'data source',
  过去: 'past',
  未来: 'future',
  最小: 'min',
  最大: 'max',
  默认: 'default',
  占位符: 'placeholder',
  错误: 'error',
  报错: 'error',
  标签: 'label',
  刻度: 'tick',
  缩放: 'zoom',
  堆叠: 'stacking',
  柱形图: 'bar chart',
  条形图: 'bar chart',
  面积图: 'area chart',
  仪表盘: 'gauge',
  热力图: 'heatmap',
  迷你图: 'sparkline',
  周: 'week',
  年份: 'year',
  月份: 'month',
};

/**
 * Words of a Chinese question that carry no subject ("how to", "use", "of"): left out of its
 * English form, so "如何隐藏列" is "hide column".
 */
const CHINESE_FILLER = [
  '怎么样',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为什么',
  '是否',
  '是',
  '使用',
  '用法',
  '设置',
  '实现',
  '一下',
  '可以',
  '支持',
  '的',
  '了',
  '吗',
  '呢',
  '在',
  '和',
  '与',
];

/**
 * Everyday English words for what the docs name otherwise: abbreviations and common synonyms.
 * A query holding one is also searched with the docs' word (each document keeps its better score).
 */
export const ENGLISH_SYNONYMS: Readonly<Record<string, string>> = {
  rtl: 'right-to-left',
  i18n: 'localization',
  l10n: 'localization',
  a11y: 'accessibility',
  ssr: 'server rendering',
  freeze: 'pinning',
  frozen: 'pinned',
  'drag and drop': 'ordering',
  dnd: 'ordering',
  reorder: 'ordering',
  reordering: 'ordering',
  'merge cells': 'spanning',
  'dark theme': 'dark mode',
  datepicker: 'date picker',
  timepicker: 'time picker',
};

/**
 * The everyday vocabulary (`everydayWords.ts`): about 9 KB gzipped, so it is not part of the
 * dialog's code. The browser loads it with the full index, after the head has answered
 * (`loadSearchIndex`); until then the core tables above translate alone.
 */
export interface EverydayWords {
  english: Readonly<Record<string, string>>;
  chinese: Readonly<Record<string, string>>;
  chineseFiller: readonly string[];
}

interface Vocabulary {
  /** Every Chinese word the translation knows, with its English ('' for a filler word). */
  chinese: ReadonlyMap<string, string>;
  chineseLongestFirst: readonly string[];
  /** Everyday English words with the docs' word for each. */
  english: Readonly<Record<string, string>>;
  /** The everyday English phrases as the stems of their words, longest first. */
  englishPhrases: readonly EnglishPhrase[];
}

/** An everyday English phrase: the stems of its words and the docs' words for it. */
interface EnglishPhrase {
  words: readonly string[];
  stems: readonly string[];
  docs: string;
}

/**
 * A lower-case word's stem (Porter's), for words of four letters or more: the search's word forms
 * ("stacked" finds "stacking") and the everyday phrases in any form of their words ("floating
 * filters" is "floating filter", "grouped by" is "group by").
 */
export function stemOf(word: string): string {
  return /^[a-z]{4,}$/.test(word) ? stemmer(word) : word;
}

function vocabulary(everyday: EverydayWords | null): Vocabulary {
  const chinese = new Map([
    ...[...CHINESE_FILLER, ...(everyday?.chineseFiller ?? [])].map((word): [string, string] => [
      word,
      '',
    ]),
    ...Object.entries(everyday?.chinese ?? {}),
    ...Object.entries(CHINESE_TERMS),
  ]);
  const english = { ...everyday?.english, ...ENGLISH_SYNONYMS };
  const longestFirst = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length);
  return {
    chinese,
    chineseLongestFirst: longestFirst(chinese.keys()),
    english,
    englishPhrases: longestFirst(Object.keys(english)).map((phrase) => ({
      words: phrase.split(' '),
      stems: phrase.split(' ').map(stemOf),
      docs: english[phrase],
    })),
  };
}

let words = vocabulary(null);

/** Adds the everyday vocabulary to the translation (once it has loaded). */
export function addEverydayWords(everyday: EverydayWords): void {
  words = vocabulary(everyday);
}

const CJK_CHARACTER = /[\u3400-\u4dbf\u4e00-\u9fff]/;
const CJK_RUNS = /[\u3400-\u4dbf\u4e00-\u9fff]+/g;

/**
 * One pass over a query's Chinese words that the tables know, longest first (数据表格 before 表格,
 * 进行 before 行): each becomes its English, a filler word nothing. `known` counts the words that
 * have an English; words of no table stay as typed in `rest`.
 */
function translateWords(query: string): { rest: string; known: number } {
  let rest = query;
  let known = 0;
  for (const word of words.chineseLongestFirst) {
    if (!rest.includes(word)) continue;
    const english = words.chinese.get(word) ?? '';
    if (english) known += 1;
    rest = rest.split(word).join(` ${english} `);
  }
  return { rest, known };
}

/**
 * The English terms of a Chinese query made only of words of {@link CHINESE_TERMS} and the
 * everyday tables, and of filler words, or null when some Chinese word of it is in none of them.
 * One pass, longest words first (数据表格 before 表格, 进行 before 行). Latin words (a
 * component's name) are kept.
 */
export function englishOfChinese(query: string): string | null {
  const { rest } = translateWords(query);
  if (rest === query || CJK_CHARACTER.test(rest)) return null;
  return rest.replace(/\s+/g, ' ').trim() || null;
}

/**
 * The English of the words of a Chinese query that the tables know, the others left out, or null
 * when the tables know all of its words ({@link englishOfChinese} translates it whole) or none of
 * them but filler words. The words left out carry the subject as often as not, so this reading
 * never decides the first result (see `search`).
 */
export function knownWordsOfChinese(query: string): string | null {
  const { rest, known } = translateWords(query);
  if (known === 0 || !CJK_CHARACTER.test(rest)) return null;
  return rest.replace(CJK_RUNS, ' ').replace(/\s+/g, ' ').trim() || null;
}

/**
 * The query with the docs' words for its everyday ones, or null when it holds none. Phrases match
 * the words as typed first, then in any form (their stems: "colour" stays the entry for "colour"
 * though "colours" shares its stem), longest phrases first; each typed word is rewritten once.
 */
export function docsWordsOf(query: string): string | null {
  const typed = query.toLowerCase().split(/\s+/).filter(Boolean);
  const stems = typed.map(stemOf);
  const output: (string | null)[] = [...typed];
  const taken = typed.map(() => false);
  let changed = false;
  for (const field of ['words', 'stems'] as const) {
    const forms = field === 'words' ? typed : stems;
    for (const phrase of words.englishPhrases) {
      const parts = phrase[field];
      for (let start = 0; start + parts.length <= forms.length; start++) {
        const span = Array.from({ length: parts.length }, (_, offset) => start + offset);
        if (span.some((index) => taken[index] || forms[index] !== parts[index - start])) continue;
        for (const index of span) {
          taken[index] = true;
          output[index] = index === start ? phrase.docs : null;
        }
        changed = true;
      }
    }
  }
  return changed ? output.filter((word) => word !== null).join(' ') : null;
}

/** Words that ask for a component's reference: its API page lists its props and methods. */
export const REFERENCE_WORDS: ReadonlySet<string> = new Set([
  'api',
  'props',
  'prop',
  'properties',
  'property',
  'methods',
  'method',
  'reference',
  'type',
  'types',
  'interface',
]);

/**
 * The name alone of a query that is a name written as code and words asking for its reference
 * ("GridApi methods", "TextField props" → `TextField`), or null: the name typed alone opens its API
 * entry.
 */
export function referencedName(query: string): string | null {
  const words = query.trim().split(/\s+/);
  const names = words.filter((word) => !REFERENCE_WORDS.has(word.toLowerCase()));
  if (names.length !== 1 || names.length === words.length) return null;
  return /^[A-Za-z_$][\w$]*$/.test(names[0]) && /[a-z][A-Z]/.test(names[0]) ? names[0] : null;
}

/** English words that ask how to use something, and words that may come with them. */
const USAGE_WORDS: ReadonlySet<string> = new Set([
  'use',
  'using',
  'usage',
  'example',
  'examples',
  'tutorial',
  'demo',
  'demos',
]);
const USAGE_COMPANIONS: ReadonlySet<string> = new Set(['how', 'to', 'do', 'i', 'the', 'an', 'a']);
/** Chinese words that ask how to use something, and filler that may come with them. */
const CHINESE_USAGE = /用法|怎么用|怎样用|如何用|使用方法|使用|示例|例子|范例|教程|demo/gi;
const CHINESE_USAGE_COMPANIONS = /^[\s怎么如何怎样的一下请问具体该要能吗呢?？]*$/;

/**
 * True when a query is one name written as code and words asking how to use it ("getRowId
 * example", "how to use DataGrid", "apiRef 怎么用"): the reader wants the guide that teaches the
 * name, not its API entry.
 */
export function asksHowToUse(query: string): boolean {
  return usedName(query) !== null;
}

/** The name of a query that {@link asksHowToUse}, or null. */
function usedName(query: string): string | null {
  const names = query.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? [];
  const code = names.filter((name) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|\./.test(name));
  if (code.length !== 1) return null;
  const rest = query.replace(code[0], ' ');
  if (CJK_CHARACTER.test(rest)) {
    const withoutUsage = rest.replace(CHINESE_USAGE, ' ');
    return withoutUsage !== rest && CHINESE_USAGE_COMPANIONS.test(withoutUsage) ? code[0] : null;
  }
  const words = rest.toLowerCase().split(/\s+/).filter(Boolean);
  return words.some((word) => USAGE_WORDS.has(word)) &&
    words.every((word) => USAGE_WORDS.has(word) || USAGE_COMPANIONS.has(word))
    ? code[0]
    : null;
}

/** The plans a component's name may end with (`DataGridPro`, `RichTreeViewPro`). */
const PLAN_SUFFIX = /^([A-Z][A-Za-z]*?)(Pro|Premium)?$/;

/**
 * The product and plans of a query that names two plans of one component as code ("DataGridPro
 * vs DataGridPremium", "DataGrid 和 DataGridPro 区别"): the reader compares the plans, which the
 * product's overview sets side by side, not a feature page that happens to name both. Null for
 * any other query. "DataGrid" alone is the free plan ("community").
 */
export function comparedPlans(query: string): string | null {
  const names = query.match(/[A-Za-z]+/g) ?? [];
  const plans = new Map<string, Set<string>>();
  for (const name of names) {
    const match = PLAN_SUFFIX.exec(name);
    if (!match || !isIdentifierWord(match[1])) continue;
    const base = match[1];
    plans.set(base, (plans.get(base) ?? new Set()).add((match[2] ?? 'community').toLowerCase()));
  }
  for (const [base, found] of plans) {
    if (found.size < 2) continue;
    const words = camelCaseParts(base).join(' ').toLowerCase();
    return `${words} ${[...found].join(' ')} plans`;
  }
  return null;
}

/** A form a query is also searched as, and the share of their scores its results keep. */
export interface AlternativeQuery {
  text: string;
  weight: number;
}

/**
 * The docs' words for everyday ones are a guess at what the reader meant: their results keep part
 * of their score, so a document matching what was typed (`editable`, the column property) stays
 * before one matching the substitute ("editing") unless that one is clearly the better answer.
 */
export const ALTERNATIVE_WORDS_WEIGHT = 0.8;

/**
 * The other forms a query is also searched as: its English terms when it is Chinese, the docs'
 * words for everyday ones, and a name alone when the query asks for its reference.
 */
export function alternativeQueries(query: string): AlternativeQuery[] {
  const english = CJK_CHARACTER.test(query) ? englishOfChinese(query) : null;
  const docsWords = docsWordsOf(english ?? query);
  const forms: AlternativeQuery[] = [
    { text: english, weight: 1 },
    { text: docsWords, weight: ALTERNATIVE_WORDS_WEIGHT },
    { text: referencedName(english ?? query), weight: 1 },
    { text: usedName(query), weight: 1 },
    { text: comparedPlans(english ?? query), weight: 1 },
  ].filter((form): form is AlternativeQuery => form.text !== null && form.text !== query);
  return forms.filter((form, i) => forms.findIndex(({ text }) => text === form.text) === i);
}
