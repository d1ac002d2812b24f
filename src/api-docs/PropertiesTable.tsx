import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { ApiList, ApiListItem } from './ApiList';
import { DeprecatedBadge, HistoryBadges, useEntryHead } from './ApiHistory';
import { useApiLayout } from './ApiLayoutContext';
import { ApiTable, ApiTableRow, TypeCode } from './ApiTable';
import { estimateRowHeight } from './lazyLayout';
import { Description, InlineText, TextAfter } from './Description';
import { filterRows } from './sections';
import type { ApiHistoryMemberView } from './historyView';
import type { ApiProperty, ApiSignature } from './types';

/** Parameters and return value; the signature itself only when the Type column shows another type. */
function SignatureDetails({ signature, type }: { signature: ApiSignature; type: string }) {
  const t = useTranslate();
  const documented = signature.parameters.some((parameter) => parameter.description);
  return (
    <>
      {signature.type && signature.type !== type ? (
        <p>
          <strong>{t('api-docs.signature')}:</strong> <TypeCode>{signature.type}</TypeCode>
        </p>
      ) : null}
      {documented ? (
        <>
          <p>
            <strong>{t('api-docs.parameters')}:</strong>
          </p>
          <ul>
            {signature.parameters.map((parameter) => (
              <li key={parameter.name}>
                <code dir="ltr">{parameter.name}</code>
                {parameter.type ? (
                  <>
                    {' '}
                    (<TypeCode>{parameter.type}</TypeCode>)
                  </>
                ) : null}
                <TextAfter separator=" — " text={parameter.description} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {signature.returns ? (
        <p>
          <strong>{t('api-docs.returnValue')}:</strong>{' '}
          {signature.returns.type ? <TypeCode>{signature.returns.type}</TypeCode> : null}{' '}
          <InlineText text={signature.returns.description} />
        </p>
      ) : null}
    </>
  );
}

/** A default is code (`false`, `'vertical'`) unless JSDoc wrote prose around code spans. */
function DefaultValue({ text }: { text: string }) {
  return text.includes('`') ? <InlineText text={text} /> : <TypeCode>{text}</TypeCode>;
}

interface PropertiesTableProps {
  /** Section heading, also the table's accessible name. */
  label: string;
  /** Row ids are `<prefix>-<name>`, so a single prop or method can be linked to. */
  idPrefix: string;
  rows: ApiProperty[];
  /** Methods have no default value and are all required, so their table shows neither. */
  variant: 'props' | 'methods';
}

/** Props (or members) in the reader's layout, with a name filter once there are ten or more. */
export function FilterablePropertiesTable(props: PropertiesTableProps) {
  const t = useTranslate();
  const { layout } = useApiLayout();
  const [query, setQuery] = React.useState('');
  const rows = filterRows(props.rows, query);
  const View = layout === 'expanded' ? PropertiesList : PropertiesTable;
  // Fewer than ten rows are read at a glance; a filter box would only add noise.
  if (props.rows.length < 10) return <View {...props} />;
  return (
    <>
      <input
        className="api-filter"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('api-docs.filter')}
        aria-label={`${t('api-docs.filter')}: ${props.label}`}
        dir="ltr"
      />
      {rows.length > 0 ? (
        <View {...props} rows={rows} />
      ) : (
        <p role="status">{t('api-docs.noMatch')}</p>
      )}
    </>
  );
}

/**
 * Required, deprecated and plan badges of a prop or member, and its history: "since 7.x" or "new
 * in v7", and "deprecated in 7.x — use …" in place of the plain deprecated badge.
 */
function PropertyBadges({
  row,
  variant,
  history,
  showOptional = false,
}: {
  row: ApiProperty;
  variant: PropertiesTableProps['variant'];
  history: ApiHistoryMemberView | undefined;
  /** The expanded list says "Optional" where the table leaves the badge out. */
  showOptional?: boolean;
}) {
  const t = useTranslate();
  return (
    <>
      {row.required && variant === 'props' ? (
        <Badge tone="required" title={t('api-docs.required')} text={t('api-docs.required')} />
      ) : null}
      {!row.required && variant === 'props' && showOptional ? (
        <span className="api-optional">{t('api-docs.optional')}</span>
      ) : null}
      <DeprecatedBadge deprecated={Boolean(row.deprecated)} view={history} />
      {row.plan === 'pro' || row.plan === 'premium' ? (
        <Badge tone={row.plan} title={t(`appFrame.${row.plan}`)} />
      ) : null}
      <HistoryBadges view={history} />
    </>
  );
}

/** Deprecation reason, description and, for functions, the signature's details. */
function PropertyDescription({ row }: { row: ApiProperty }) {
  const t = useTranslate();
  return (
    <>
      {row.deprecated ? (
        <p>
          <strong>{t('api-docs.deprecated')}</strong>
          <TextAfter separator=": " text={row.deprecated.reason} />
        </p>
      ) : null}
      <Description text={row.description} />
      {row.signature ? <SignatureDetails signature={row.signature} type={row.type} /> : null}
    </>
  );
}

/** A column that would stay empty (interface members rarely document defaults) is left out. */
function hasDefaults(rows: ApiProperty[], variant: PropertiesTableProps['variant']): boolean {
  return variant === 'props' && rows.some((row) => row.default != null);
}

/** The description column's text of a row (description, signature, parameters, return value). */
function descriptionText(row: ApiProperty): { text: string; blocks: number } {
  const parts = [row.description];
  if (row.deprecated) parts.push(`Deprecated: ${row.deprecated.reason}`);
  const signature = row.signature;
  if (signature) {
    if (signature.type && signature.type !== row.type) parts.push(`Signature: ${signature.type}`);
    if (signature.parameters.some((parameter) => parameter.description)) {
      parts.push('Parameters:');
      for (const parameter of signature.parameters) {
        // A list item is indented: count its text a little longer.
        parts.push(`${parameter.name} (${parameter.type}) — ${parameter.description}      `);
      }
    }
    if (signature.returns) {
      parts.push(`Return value: ${signature.returns.type} ${signature.returns.description}`);
    }
  }
  return { text: parts.join(' '), blocks: parts.length };
}

/** Props of a component, or properties or methods of an interface, as a table. */
export function PropertiesTable({ label, idPrefix, rows, variant }: PropertiesTableProps) {
  const t = useTranslate();
  const entryHead = useEntryHead(idPrefix);
  const showDefault = hasDefaults(rows, variant);
  const headers = [t('api-docs.name'), t('api-docs.type')];
  if (showDefault) headers.push(t('api-docs.default'));
  headers.push(t('api-docs.description'));
  const widths = showDefault ? [29, 22, 15, 34] : [30, 28, 42];
  const rowHeights = rows.map((row) =>
    estimateRowHeight([
      { text: row.name, width: widths[0], code: true },
      { text: row.type, width: widths[1], code: true },
      ...(showDefault ? [{ text: row.default ?? '', width: widths[2], code: true }] : []),
      { ...descriptionText(row), width: widths[widths.length - 1] },
    ]),
  );
  return (
    <ApiTable label={label} headers={headers} widths={widths} rowHeights={rowHeights}>
      {rows.map((row) => (
        <ApiTableRow
          key={row.name}
          {...entryHead(row.name, row.name, (view) => (
            <PropertyBadges row={row} variant={variant} history={view} />
          ))}
        >
          <td>
            <TypeCode>{row.type}</TypeCode>
          </td>
          {showDefault ? <td>{row.default ? <DefaultValue text={row.default} /> : null}</td> : null}
          <td>
            <PropertyDescription row={row} />
          </td>
        </ApiTableRow>
      ))}
    </ApiTable>
  );
}

/** The same entries as the table, one block each: type, default and required state spelled out. */
export function PropertiesList({ label, idPrefix, rows, variant }: PropertiesTableProps) {
  const t = useTranslate();
  const entryHead = useEntryHead(idPrefix);
  const showDefault = hasDefaults(rows, variant);
  return (
    <ApiList label={label}>
      {rows.map((row) => (
        <ApiListItem
          key={row.name}
          {...entryHead(row.name, row.name, (view) => (
            <PropertyBadges row={row} variant={variant} history={view} showOptional />
          ))}
        >
          <PropertyDescription row={row} />
          <dl>
            <dt>{t('api-docs.type')}</dt>
            <dd>
              <TypeCode>{row.type}</TypeCode>
            </dd>
            {showDefault && row.default ? (
              <>
                <dt>{t('api-docs.default')}</dt>
                <dd>
                  <DefaultValue text={row.default} />
                </dd>
              </>
            ) : null}
          </dl>
        </ApiListItem>
      ))}
    </ApiList>
  );
}
