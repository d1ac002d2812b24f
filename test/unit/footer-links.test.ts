import { FOOTER_LINKS } from '@/src/layout/Footer';
import { products } from '@/src/landing/ProductCards';
import { hasPage } from '@/src/navigation/hasPage';
import { navigationFor } from '@/src/navigation/server/navigationFor';
import { findActivePage, pageTitle } from '@/src/navigation/buildPageTree';

describe('footer links', () => {
  it.each(FOOTER_LINKS)('$href is an exported page', ({ href }) => {
    expect(hasPage(href.replace(/\/$/, ''))).toBe(true);
  });
});

describe('product cards of the home and /x/ pages', () => {
  it.each(products)('$href is an exported page', ({ href }) => {
    expect(hasPage(href.replace(/\/$/, ''))).toBe(true);
  });
});

describe('navigationFor (the drawer tree a page receives as a prop)', () => {
  it('gives a Chinese page Chinese titles and an English page English ones', () => {
    const zh = navigationFor('/x/react-data-grid/editing', 'zh');
    const en = navigationFor('/x/react-data-grid/editing', 'en');
    const zhTitles = JSON.stringify(zh);
    expect(zhTitles).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/);
    const active = findActivePage(en, '/x/react-data-grid/editing').activePage;
    expect(active && pageTitle(active, 'en')).toBe('Editing');
  });

  it('shows the MUI X navigation on the home page and the core one on core pages', () => {
    const home = navigationFor('/', 'en');
    expect(findActivePage(home, '/x/react-data-grid/editing').activePage).not.toBeNull();
    const core = navigationFor('/getting-started/installation', 'en');
    expect(findActivePage(core, '/getting-started/installation').activePage).not.toBeNull();
    expect(findActivePage(core, '/x/react-data-grid/editing').activePage).toBeNull();
  });

  it('drops entries hidden in a language and build-only fields', () => {
    const json = JSON.stringify(navigationFor('/getting-started/installation', 'en'));
    expect(json).not.toContain('onlyLanguages');
    expect(json).not.toContain('"kind"');
    expect(json).not.toContain('"zh"');
  });
});
