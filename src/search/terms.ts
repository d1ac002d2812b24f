/**
 * The search's bilingual term table (docs/search.md → "Ranking principles"): the names of the
 * products in English and Chinese, and the Chinese words of the core concepts with their English
 * terms. It states what words mean, not where a query should land: a product's names are titles of
 * its overview page, and a Chinese query also searches the English terms of its words (the pages'
 * text is English on both sides of the site).
 */

/** Every name of each product, lower case, by the pathname of its overview page. */
export const PRODUCT_NAMES: Readonly<Record<string, readonly string[]>> = {
  '/x/introduction': ['mui x', 'mui-x', 'muix'],
  '/x/react-data-grid': ['data grid', 'datagrid', 'mui x data grid', '数据表格', '数据网格'],
  '/x/react-date-pickers': [
    'date and time pickers',
    'date pickers',
    'date time pickers',
    'pickers',
    'mui x date pickers',
    '日期和时间选择器',
    '日期时间选择器组件',
  ],
  '/x/react-charts': ['charts', 'mui x charts', '图表'],
  '/x/react-tree-view': ['tree view', 'treeview', 'mui x tree view', '树视图', '树形视图'],
};

/**
 * Chinese words of the core concepts and their English terms. Only words whose meaning does not
 * depend on the page: feature and component nouns the guides are titled by.
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
  标题: 'header',
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
  固定: 'pinning',
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
};

const TERMS_LONGEST_FIRST = Object.keys(CHINESE_TERMS).sort((a, b) => b.length - a.length);

/**
 * The English terms of a Chinese query made only of words of {@link CHINESE_TERMS} (longest words
 * first: 数据表格 before 表格), or null when some Chinese word of it is not in the table.
 */
export function englishOfChinese(query: string): string | null {
  let rest = query;
  for (const word of TERMS_LONGEST_FIRST) {
    if (rest.includes(word)) rest = rest.split(word).join(` ${CHINESE_TERMS[word]} `);
  }
  if (rest === query || /[\u3400-\u4dbf\u4e00-\u9fff]/.test(rest)) return null;
  return rest.replace(/\s+/g, ' ').trim();
}
