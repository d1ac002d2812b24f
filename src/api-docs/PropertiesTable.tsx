import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { ApiTable, TypeCode } from './ApiTable';
import { Description, InlineText } from './Description';
import { filterRows } from './sections';
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
                {parameter.description ? (
                  <>
                    {' — '}
                    <InlineText text={parameter.description} />
                  </>
                ) : null}
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

const FilterInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.pxToRem(14),
  width: '100%',
  maxWidth: 320,
  margin: theme.spacing(0, 0, 1.5),
  padding: theme.spacing(0.75, 1.5),
  color: theme.vars.palette.text.primary,
  backgroundColor: theme.vars.palette.background.paper,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 8,
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

/** A table of props with a box that keeps only the rows whose name contains the typed text. */
export function FilterablePropertiesTable(props: PropertiesTableProps) {
  const t = useTranslate();
  const [query, setQuery] = React.useState('');
  const rows = filterRows(props.rows, query);
  // Fewer than ten rows are read at a glance; a filter box would only add noise.
  if (props.rows.length < 10) return <PropertiesTable {...props} />;
  return (
    <>
      <FilterInput
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('api-docs.filter')}
        aria-label={`${t('api-docs.filter')}: ${props.label}`}
        dir="ltr"
      />
      {rows.length > 0 ? (
        <PropertiesTable {...props} rows={rows} />
      ) : (
        <p role="status">{t('api-docs.noMatch')}</p>
      )}
    </>
  );
}

/** Props of a component, or properties or methods of an interface. */
export function PropertiesTable({ label, idPrefix, rows, variant }: PropertiesTableProps) {
  const t = useTranslate();
  // A column that would stay empty (interface members rarely document defaults) is left out.
  const showDefault = variant === 'props' && rows.some((row) => row.default !== null);
  const headers = [t('api-docs.name'), t('api-docs.type')];
  if (showDefault) headers.push(t('api-docs.default'));
  headers.push(t('api-docs.description'));
  return (
    <ApiTable label={label} headers={headers}>
      {rows.map((row) => (
        <tr key={row.name} id={`${idPrefix}-${row.name}`}>
          <td>
            {/* The name links to its own row, so a reader can copy a link to one prop. */}
            <a href={`#${idPrefix}-${row.name}`} className="api-anchor">
              <code dir="ltr">{row.name}</code>
            </a>
            {row.required && variant === 'props' ? (
              <Badge tone="required" title={t('api-docs.required')} text={t('api-docs.required')} />
            ) : null}
            {row.deprecated ? (
              <Badge
                tone="deprecated"
                title={t('api-docs.deprecated')}
                text={t('api-docs.deprecated')}
              />
            ) : null}
            {row.plan === 'pro' || row.plan === 'premium' ? (
              <Badge tone={row.plan} title={t(`appFrame.${row.plan}`)} />
            ) : null}
          </td>
          <td className="api-type-cell">
            <TypeCode>{row.type}</TypeCode>
          </td>
          {showDefault ? (
            <td className="api-type-cell">
              {row.default ? <DefaultValue text={row.default} /> : null}
            </td>
          ) : null}
          <td className="api-description-cell">
            {row.deprecated ? (
              <p>
                <strong>{t('api-docs.deprecated')}</strong>
                {row.deprecated.reason ? (
                  <>
                    {': '}
                    <InlineText text={row.deprecated.reason} />
                  </>
                ) : null}
              </p>
            ) : null}
            <Description text={row.description} />
            {row.signature ? <SignatureDetails signature={row.signature} type={row.type} /> : null}
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
