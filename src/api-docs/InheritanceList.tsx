import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { MdxLink } from '@/src/markdown/MdxLink';
import { hasPage } from '@/src/navigation/hasPage';
import { apiPathnameForName, kebabCase } from './inlineMarkdown';
import type { ApiInheritance } from './types';

/** Where a component's API lives: its page on this site, else its page on mui.com. */
function componentHref(component: string): string {
  return (
    apiPathnameForName(component, hasPage) ??
    `https://mui.com/material-ui/api/${kebabCase(component)}/`
  );
}

/**
 * The components whose props a component also accepts, each with the inherited prop names linked
 * to their rows on that component's page.
 */
export function InheritanceList({ inheritance }: { inheritance: ApiInheritance[] }) {
  const t = useTranslate();
  return (
    <>
      {inheritance.map(({ component, props }) => {
        const href = componentHref(component);
        const [before, after = ''] = t('api-docs.inheritedProps').split('{component}');
        return (
          <React.Fragment key={component}>
            <p>
              {before}
              <MdxLink href={href}>
                <code dir="ltr">{component}</code>
              </MdxLink>
              {after}
            </p>
            {props.length > 0 ? (
              <p>
                {props.map((prop, index) => (
                  <React.Fragment key={prop}>
                    {index > 0 ? ', ' : null}
                    {href.startsWith('/') ? (
                      <MdxLink href={`${href}#prop-${prop}`}>
                        <code dir="ltr">{prop}</code>
                      </MdxLink>
                    ) : (
                      <code dir="ltr">{prop}</code>
                    )}
                  </React.Fragment>
                ))}
              </p>
            ) : null}
          </React.Fragment>
        );
      })}
    </>
  );
}
