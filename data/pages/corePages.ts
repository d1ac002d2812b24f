import type { LocalizedTitle, MuiPage } from '@/src/navigation/types';

function t(en: string, zh: string): LocalizedTitle {
  return { en, zh };
}

/**
 * A core API page: `/api-docs/<kebab-name>`, titled with the exported name in both languages
 * (code names are not translated). `npm run api:generate` documents every such entry.
 */
function api(name: string): MuiPage {
  const slug = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return { pathname: `/api-docs/${slug}`, title: t(name, name) };
}

/** The core documentation sections, titled in English and Chinese. */
export const corePages: MuiPage[] = [
  {
    pathname: '/getting-started',
    title: t('Getting started', '快速入门'),
    children: [
      { pathname: '/getting-started/installation', title: t('Installation', '安装') },
      { pathname: '/getting-started/usage', title: t('Usage', '用法') },
      { pathname: '/getting-started/example-projects', title: t('Example projects', '示例项目') },
      {
        // The templates page stays a page; its demos sit beside it so the group reads as one unit.
        pathname: '/getting-started/templates-group',
        title: t('Templates', '模板'),
        children: [
          { pathname: '/getting-started/templates', title: t('Overview', '概览') },
          {
            pathname: '/getting-started/templates/marketing-page',
            title: t('Marketing page', '营销页面'),
          },
          { pathname: '/getting-started/templates/blog', title: t('Blog', '博客') },
          { pathname: '/getting-started/templates/checkout', title: t('Checkout', '结账') },
          { pathname: '/getting-started/templates/dashboard', title: t('Dashboard', '仪表板') },
          { pathname: '/getting-started/templates/pricing', title: t('Pricing', '价格') },
          { pathname: '/getting-started/templates/sign-in', title: t('Sign-in', '登录') },
          {
            pathname: '/getting-started/templates/sign-in-side',
            title: t('Sign-in side', '侧边登录'),
          },
          { pathname: '/getting-started/templates/sign-up', title: t('Sign-up', '注册') },
          {
            pathname: '/getting-started/templates/sticky-footer',
            title: t('Sticky footer', '固定页脚'),
          },
          { pathname: '/getting-started/templates/onepirate', title: t('Onepirate', 'Onepirate') },
        ],
      },
      { pathname: '/getting-started/learn', title: t('Learning resources', '学习资源') },
      { pathname: '/getting-started/faq', title: t('FAQs', '常见问题') },
      {
        pathname: '/getting-started/supported-components',
        title: t('Supported components', '支持的组件'),
      },
      {
        pathname: '/getting-started/supported-platforms',
        title: t('Supported platforms', '支持的平台'),
      },
      { pathname: '/getting-started/support', title: t('Support', '支持') },
    ],
  },
  {
    pathname: '/components',
    title: t('Components', '组件'),
    children: [
      { pathname: '/components/alert', title: t('Alert', '警告提示') },
      { pathname: '/components/app-bar', title: t('App Bar', '应用栏') },
      { pathname: '/components/autocomplete', title: t('Autocomplete', '自动补全') },
      { pathname: '/components/buttons', title: t('Buttons', '按钮') },
      { pathname: '/components/dialogs', title: t('Dialogs', '对话框') },
      { pathname: '/components/pagination', title: t('Pagination', '分页') },
      { pathname: '/components/tables', title: t('Tables', '表格') },
      { pathname: '/components/tabs', title: t('Tabs', '选项卡') },
      { pathname: '/components/text-fields', title: t('Text Fields', '文本框') },
      {
        // Only the English navigation table lists the timeline.
        pathname: '/components/timeline',
        title: t('Timeline', '时间线'),
        onlyLanguages: ['en'],
      },
      { pathname: '/components/tree-view', title: t('Tree View', '树视图') },
    ],
  },
  {
    pathname: '/api-docs/components-group',
    title: t('Component API', '组件 API'),
    children: [
      api('Alert'),
      api('AppBar'),
      api('Autocomplete'),
      api('Button'),
      api('ButtonBase'),
      api('ButtonGroup'),
      api('Dialog'),
      api('DialogActions'),
      api('DialogContent'),
      api('DialogTitle'),
      api('Fab'),
      api('FormControl'),
      api('IconButton'),
      api('Modal'),
      api('Pagination'),
      api('PaginationItem'),
      api('Paper'),
      api('Tab'),
      api('Table'),
      api('TableBody'),
      api('TableCell'),
      api('TableContainer'),
      api('TableHead'),
      api('TablePagination'),
      api('TableRow'),
      api('Tabs'),
      api('TextField'),
      api('Toolbar'),
      api('Typography'),
    ].map((page): MuiPage => ({ ...page, kind: 'components-api' })),
  },
  {
    pathname: '/api-docs/hooks-group',
    title: t('Hook API', 'Hook API'),
    children: [api('useAutocomplete'), api('useMediaQuery')].map((page): MuiPage => ({
      ...page,
      kind: 'hooks-api',
    })),
  },
  {
    pathname: '/system',
    title: t('System', '系统'),
    children: [
      { pathname: '/system/basics', title: t('Basics', '基础') },
      { pathname: '/system/borders', title: t('Borders', '边框') },
      { pathname: '/system/display', title: t('Display', '显示') },
      { pathname: '/system/flexbox', title: t('Flexbox', 'Flexbox') },
      { pathname: '/system/palette', title: t('Palette', '调色板') },
      { pathname: '/system/positions', title: t('Positions', '定位') },
      { pathname: '/system/shadows', title: t('Shadows', '阴影') },
      { pathname: '/system/sizing', title: t('Sizing', '尺寸') },
      { pathname: '/system/spacing', title: t('Spacing', '间距') },
      { pathname: '/system/typography', title: t('Typography', '排版') },
    ],
  },
  {
    pathname: '/customization',
    title: t('Customization', '定制'),
    children: [
      { pathname: '/customization/theming', title: t('Theming', '主题化') },
      { pathname: '/customization/theme', title: t('Theme', '主题') },
      { pathname: '/customization/breakpoints', title: t('Breakpoints', '断点') },
      { pathname: '/customization/color', title: t('Color', '颜色') },
      { pathname: '/customization/palette', title: t('Palette', '调色板') },
      { pathname: '/customization/type', title: t('Palette type', '调色板类型') },
      { pathname: '/customization/typography', title: t('Typography', '排版') },
      { pathname: '/customization/spacing', title: t('Spacing', '间距') },
      { pathname: '/customization/z-index', title: t('z-index', 'z-index') },
      { pathname: '/customization/globals', title: t('Globals', '全局样式') },
      { pathname: '/customization/components', title: t('Components', '组件') },
      { pathname: '/customization/default-theme', title: t('Default theme', '默认主题') },
      { pathname: '/customization/density', title: t('Density', '密度') },
    ],
  },
  {
    pathname: '/guides',
    title: t('How-to guides', '指南'),
    children: [
      { pathname: '/guides/api', title: t('API design approach', 'API 设计方法') },
      { pathname: '/guides/typescript', title: t('TypeScript', 'TypeScript') },
      {
        pathname: '/guides/interoperability',
        title: t('Style library interoperability', '样式库的互操作性'),
      },
      {
        pathname: '/guides/minimizing-bundle-size',
        title: t('Minimizing bundle size', '减小打包体积'),
      },
      { pathname: '/guides/composition', title: t('Composition', '组合') },
      { pathname: '/guides/responsive-ui', title: t('Responsive UI', '响应式 UI') },
      { pathname: '/guides/server-rendering', title: t('Server rendering', '服务端渲染') },
      { pathname: '/guides/migration-v3', title: t('Migration from v3', '从 v3 迁移') },
      { pathname: '/guides/migration-v0x', title: t('Migration from v0.x', '从 v0.x 迁移') },
      { pathname: '/guides/testing', title: t('Testing', '测试') },
      { pathname: '/guides/flow', title: t('Flow', 'Flow') },
      { pathname: '/guides/right-to-left', title: t('Right-to-left', '从右到左') },
      { pathname: '/guides/localization', title: t('Localization', '本地化') },
    ],
  },
  {
    pathname: '/styles',
    title: t('Styles', '样式'),
    children: [
      { pathname: '/styles/basics', title: t('Basics', '基础') },
      { pathname: '/styles/advanced', title: t('Advanced', '高级') },
    ],
  },
  {
    pathname: '/css-in-js',
    title: t('CSS in JS', 'CSS in JS'),
    children: [
      { pathname: '/css-in-js/basics', title: t('Basics', '基础') },
      { pathname: '/css-in-js/advanced', title: t('Advanced', '高级') },
    ],
  },
  {
    pathname: '/discover-more',
    title: t('Discover more', '探索更多'),
    children: [
      { pathname: '/discover-more/showcase', title: t('Showcase', '案例展示') },
      { pathname: '/discover-more/related-projects', title: t('Related projects', '相关项目') },
      { pathname: '/discover-more/roadmap', title: t('Roadmap', '路线图') },
      { pathname: '/discover-more/backers', title: t('Sponsors and Backers', '赞助者与支持者') },
      { pathname: '/discover-more/vision', title: t('Vision', '愿景') },
      { pathname: '/discover-more/team', title: t('Team', '团队') },
      { pathname: '/discover-more/community', title: t('Community', '社区') },
      { pathname: '/discover-more/changelog', title: t('Changelog', '更新日志') },
      { pathname: '/discover-more/languages', title: t('Languages', '语言') },
    ],
  },
  { pathname: '/versions', title: t('Versions', '版本') },
  {
    pathname: '/premium-themes',
    title: t('Premium themes', '高级主题'),
    href: 'https://mui.com/store/',
  },
  { pathname: '/careers', title: t('Open roles', '招聘职位') },
];
