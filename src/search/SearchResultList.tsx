import * as React from 'react';
import { styled } from '@mui/material/styles';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import TagRoundedIcon from '@mui/icons-material/TagRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { productName } from '@/src/layout/productName';
import { getProductInfoFromUrl } from '@/src/routing';
import { hitHref } from './hitLink';
import { itemLabel, type ResultItem, type ResultSection } from './resultItems';

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const SectionTitle = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(1.5, 1, 0.5),
  fontSize: 12,
  fontWeight: 700,
  color: theme.vars.palette.text.secondary,
}));

const Product = styled('span')(({ theme }) => ({
  // A long page title wraps; the product's name stays on one line beside it.
  whiteSpace: 'nowrap',
  flexShrink: 0,
  fontWeight: 500,
  color: theme.vars.palette.text.secondary,
  '&::before': { content: '"·"', marginInlineEnd: theme.spacing(0.75) },
}));

const Option = styled('li')(({ theme }) => ({
  display: 'flex',
  marginBottom: 2,
  borderRadius: 8,
  cursor: 'pointer',
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  '& svg': { flexShrink: 0, fontSize: 18, color: theme.vars.palette.text.secondary },
  '& > a': {
    display: 'flex',
    flex: 1,
    minWidth: 0,
    alignItems: 'center',
    gap: theme.spacing(1.25),
    minHeight: 44,
    padding: theme.spacing(0.75, 1.25),
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 'inherit',
  },
  '&[aria-selected="true"]': {
    borderColor: theme.vars.palette.primary.main,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`,
    '& svg': { color: theme.vars.palette.primary.main },
  },
}));

const OptionText = styled('span')({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 14,
  fontWeight: 500,
});

const Kind = styled('span')(({ theme }) => ({
  flexShrink: 0,
  fontSize: 12,
  color: theme.vars.palette.text.secondary,
}));

function KindIcon({ item, recent }: { item: ResultItem; recent: boolean }) {
  if (recent) return <HistoryRoundedIcon aria-hidden />;
  if (item.entry.kind === 'page') return <ArticleOutlinedIcon aria-hidden />;
  if (item.entry.kind === 'section') return <TagRoundedIcon aria-hidden />;
  return <CodeRoundedIcon aria-hidden />;
}

/** Stable element id of an option, for `aria-activedescendant`. */
export function optionId(index: number): string {
  return `search-option-${index}`;
}

interface SearchResultListProps {
  id: string;
  label: string;
  sections: ResultSection[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onOpen: (item: ResultItem) => void;
}

/**
 * The results listbox: one group per page (or the recent list), options in rank order. Every
 * option is a link to its result (a group's heading is not an option), so the first option, which
 * Enter opens, always has a destination; a plain click opens it inside the app, and a middle or
 * modified click opens the link as the browser does.
 */
export function SearchResultList({
  id,
  label,
  sections,
  activeIndex,
  onActivate,
  onOpen,
}: SearchResultListProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  // Index of each section's first option in the flat list the keyboard walks.
  const starts = sections.map((_, position) =>
    sections.slice(0, position).reduce((sum, section) => sum + section.items.length, 0),
  );
  return (
    <List id={id} role="listbox" aria-label={label}>
      {sections.map((section, position) => {
        const titleId = `${id}-${section.key}`;
        return (
          <li key={section.key} role="presentation">
            <SectionTitle id={titleId}>
              <span>{section.title}</span>
              {section.page ? (
                <>
                  <Product>{productName(getProductInfoFromUrl(section.page.pathname))}</Product>
                  {section.page.plan ? (
                    <Badge tone={section.page.plan} title={t(`appFrame.${section.page.plan}`)} />
                  ) : null}
                </>
              ) : null}
            </SectionTitle>
            <List role="group" aria-labelledby={titleId}>
              {section.items.map((item, offset) => {
                const own = starts[position] + offset;
                return (
                  <Option
                    key={item.key}
                    id={optionId(own)}
                    role="option"
                    aria-selected={own === activeIndex}
                    onMouseMove={() => {
                      if (own !== activeIndex) onActivate(own);
                    }}
                    onClick={(event) => {
                      // A middle or modified click follows the link as the browser does.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
                      if (event.shiftKey || event.altKey) return;
                      event.preventDefault();
                      onOpen(item);
                    }}
                  >
                    <a
                      href={hitHref(item.entry.pathname, item.entry.anchor, language)}
                      tabIndex={-1}
                    >
                      <KindIcon item={item} recent={section.page === null} />
                      <OptionText dir="auto">{itemLabel(item.entry)}</OptionText>
                      {item.plan ? (
                        <Badge tone={item.plan} title={t(`appFrame.${item.plan}`)} />
                      ) : null}
                      {item.since ? (
                        <Badge
                          tone="since"
                          title={t('api-history.sinceHint').replace('{version}', item.since)}
                          text={t('api-history.since').replace('{version}', item.since)}
                        />
                      ) : null}
                      {item.deprecated ? (
                        <Badge
                          tone="deprecated"
                          title={t('api-history.deprecatedHint').replace(
                            '{version}',
                            item.deprecated,
                          )}
                          text={t('api-history.deprecatedIn').replace('{version}', item.deprecated)}
                        />
                      ) : null}
                      <Kind>
                        {section.page === null && item.entry.kind !== 'page'
                          ? item.entry.title
                          : t(`search.kind.${item.entry.kind}`)}
                      </Kind>
                    </a>
                  </Option>
                );
              })}
            </List>
          </li>
        );
      })}
    </List>
  );
}
