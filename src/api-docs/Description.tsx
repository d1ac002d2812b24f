import * as React from 'react';
import { MdxLink } from '@/src/markdown/MdxLink';
import { hasPage } from '@/src/navigation/hasPage';
import {
  apiPathnameForName,
  descriptionBlocks,
  resolveDocsLink,
  tokenizeInline,
} from './inlineMarkdown';

/** One paragraph of JSDoc text with its `code`, links and references. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {tokenizeInline(text).map((token, index) => {
        switch (token.type) {
          case 'code':
            return (
              <code key={index} dir="ltr">
                {token.value}
              </code>
            );
          case 'reference': {
            const pathname = apiPathnameForName(token.name, hasPage);
            const code = <code dir="ltr">{token.name}</code>;
            return pathname ? (
              <MdxLink key={index} href={pathname}>
                {code}
              </MdxLink>
            ) : (
              <React.Fragment key={index}>{code}</React.Fragment>
            );
          }
          case 'link': {
            // Material UI writes links to components as [`Select`](…): the text is code.
            const code = /^`([^`]+)`$/.exec(token.text);
            return (
              <MdxLink key={index} href={resolveDocsLink(token.href, hasPage)}>
                {code ? <code dir="ltr">{code[1]}</code> : token.text}
              </MdxLink>
            );
          }
          default:
            return <React.Fragment key={index}>{token.value}</React.Fragment>;
        }
      })}
    </>
  );
}

/** A separator (`' — '`, `': '`) and a JSDoc text after it; nothing when there is no text. */
export function TextAfter({
  separator,
  text,
}: {
  separator: string;
  text: string | null | undefined;
}) {
  return text ? (
    <>
      {separator}
      <InlineText text={text} />
    </>
  ) : null;
}

/** A JSDoc description: paragraphs and lists with `code`, [links](url) and [[references]]. */
export function Description({ text }: { text: string }) {
  return (
    <>
      {descriptionBlocks(text).map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, position) => (
              <li key={position}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
