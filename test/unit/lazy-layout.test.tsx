import * as React from 'react';
import { render } from '@testing-library/react';
import {
  estimateRowHeight,
  layOutBefore,
  lazyLayoutProps,
  useExactAnchors,
} from '@/src/api-docs/lazyLayout';

describe('estimated row heights of long API tables', () => {
  test('one line of text: a line and the cell padding', () => {
    expect(estimateRowHeight([{ text: 'rows', width: 30, code: true }])).toBe(38);
  });

  test('the tallest cell decides, and longer text in a narrower column is taller', () => {
    const text = 'Callback fired when the row turns to edit mode. '.repeat(6);
    const wide = estimateRowHeight([{ text, width: 60 }]);
    const narrow = estimateRowHeight([{ text, width: 30 }]);
    expect(narrow).toBeGreaterThan(wide);
    expect(
      estimateRowHeight([
        { text: 'onRowEditStart', width: 30, code: true },
        { text, width: 30 },
      ]),
    ).toBe(narrow);
  });

  test('paragraphs and list items add lines and gaps', () => {
    const one = estimateRowHeight([{ text: 'Short text.', width: 40 }]);
    const three = estimateRowHeight([{ text: 'Short text.', width: 40, blocks: 3 }]);
    expect(three).toBeGreaterThan(one + 2 * 24);
  });

  test('a box laid out only near the viewport carries its estimate and its mark', () => {
    const props = lazyLayoutProps(1234.4);
    expect(props.style).toEqual({
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 1234px',
    });
    expect(props['data-lazy-layout']).toBe('');
  });
});

describe('anchors below boxes laid out late', () => {
  function Page() {
    useExactAnchors();
    return (
      <>
        <div id="before" {...lazyLayoutProps(100)} />
        <h2 id="target">Slots</h2>
        <div id="after" {...lazyLayoutProps(100)} />
      </>
    );
  }

  test('the boxes above a target are laid out, the ones below are left alone', () => {
    const { container } = render(<Page />);
    expect(layOutBefore(container.querySelector('#target') as Element, container)).toBe(true);
    expect(layOutBefore(container.querySelector('#before') as Element, container)).toBe(false);
    expect((container.querySelector('#before') as HTMLElement).style.contentVisibility).toBe(
      'visible',
    );
    expect((container.querySelector('#after') as HTMLElement).style.contentVisibility).toBe('auto');
  });

  test('on load with a hash, and on every hash change, the target is scrolled to again', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '#target');
    const { unmount } = render(<Page />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect((document.querySelector('#before') as HTMLElement).style.contentVisibility).toBe(
      'visible',
    );
    window.history.replaceState(null, '', '#before');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    // Nothing laid out late lies above #before: the browser's own jump is exact.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    unmount();
    window.history.replaceState(null, '', '#target');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '#');
  });
});
