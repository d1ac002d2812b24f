import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { LiteToggleGroup } from '@/src/layout/LiteButton';
import { useApiLayout } from './ApiLayoutContext';
import type { ApiLayout } from './layout';

// Two 24-unit glyphs drawn here rather than imported, so the toggle adds no icon module.
const TABLE_ICON = 'M3 5h18v14H3zm2 2v2h14V7zm0 4v2h14v-2zm0 4v2h14v-2z';
const LIST_ICON = 'M3 4h18v7H3zm2 2v3h14V6zM3 13h18v7H3zm2 2v3h14v-3z';

const OPTIONS: { value: ApiLayout; labelKey: string; icon: string }[] = [
  { value: 'table', labelKey: 'api-docs.layoutTable', icon: TABLE_ICON },
  { value: 'expanded', labelKey: 'api-docs.layoutExpanded', icon: LIST_ICON },
];

/**
 * Switches the props, slots and CSS classes of the page between the table and the expanded list.
 * Every section shows one, all bound to the same choice.
 */
export function LayoutToggle({ section }: { section: string }) {
  const t = useTranslate();
  const { layout, setLayout } = useApiLayout();
  return (
    <LiteToggleGroup
      className="api-layout-toggle"
      role="group"
      aria-label={`${t('api-docs.layout')}: ${section}`}
    >
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={layout === option.value}
          onClick={() => setLayout(option.value)}
          data-ga-event-category="api-docs"
          data-ga-event-action="layout"
          data-ga-event-label={option.value}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={option.icon} />
          </svg>
          {t(option.labelKey)}
        </button>
      ))}
    </LiteToggleGroup>
  );
}
