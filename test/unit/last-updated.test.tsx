/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { folderCommitTimes, w3cDate } from '@/src/content/server/lastUpdated';
import { LastUpdated, formatLastUpdated } from '@/src/layout/LastUpdated';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';

// A throwaway repository whose commits carry fixed dates, so the map can be checked exactly.
let root: string;
const DAY = (date: string) => Date.parse(`${date}Z`);

function git(cwd: string, args: string[], date?: string) {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Fixture',
      GIT_AUTHOR_EMAIL: 'fixture@example.com',
      GIT_COMMITTER_NAME: 'Fixture',
      GIT_COMMITTER_EMAIL: 'fixture@example.com',
      ...(date ? { GIT_AUTHOR_DATE: `${date}Z`, GIT_COMMITTER_DATE: `${date}Z` } : {}),
    },
  });
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function commit(date: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) write(file, text);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', `change of ${date}`], date);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  git(root, ['init', '-q']);
  commit('2026-01-10T09:00:00', {
    'docs/guide/index.mdx': '# Guide',
    'docs/guide/Demo.tsx': 'export default 1;',
    'docs/guide/nested/index.mdx': '# Nested',
    'other/readme.md': 'outside the content',
  });
  // A demo change is a change of its page; the nested page keeps its own date.
  commit('2026-03-05T23:30:00', { 'docs/guide/Demo.tsx': 'export default 2;' });
  commit('2026-02-01T08:00:00', { 'docs/guide/nested/index.mdx': '# Nested, edited' });
  commit('2026-04-01T12:00:00', { 'other/readme.md': 'edited' });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('folderCommitTimes', () => {
  test('gives each page folder the date of the last commit that changed one of its own files', () => {
    const times = folderCommitTimes(root, ['docs']);
    expect(times.get(path.join(root, 'docs/guide'))).toBe(DAY('2026-03-05T23:30:00'));
    expect(times.get(path.join(root, 'docs/guide/nested'))).toBe(DAY('2026-02-01T08:00:00'));
    // Only the folders asked for are read.
    expect(times.has(path.join(root, 'other'))).toBe(false);
  });

  test('uncommitted changes and new files do not make a date', () => {
    write('docs/guide/index.mdx', '# Guide, not committed');
    write('docs/draft/index.mdx', '# Draft');
    try {
      const times = folderCommitTimes(root, ['docs']);
      expect(times.get(path.join(root, 'docs/guide'))).toBe(DAY('2026-03-05T23:30:00'));
      expect(times.has(path.join(root, 'docs/draft'))).toBe(false);
    } finally {
      git(root, ['checkout', '-q', '--', 'docs/guide/index.mdx']);
      fs.rmSync(path.join(root, 'docs/draft'), { recursive: true });
    }
  });

  test('a shallow clone gives no dates rather than the date of its one commit', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-shallow-'));
    try {
      git(os.tmpdir(), ['clone', '-q', '--depth', '1', `file://${root}`, clone]);
      expect(fs.existsSync(path.join(clone, 'docs/guide/index.mdx'))).toBe(true);
      expect(folderCommitTimes(clone, ['docs']).size).toBe(0);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });

  test('a folder outside any repository gives no dates', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'));
    try {
      fs.mkdirSync(path.join(plain, 'docs/guide'), { recursive: true });
      fs.writeFileSync(path.join(plain, 'docs/guide/index.mdx'), '# Guide');
      expect(folderCommitTimes(plain, ['docs']).size).toBe(0);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('the date shown', () => {
  test('is the UTC calendar day, whatever the time zone of the build machine', () => {
    expect(w3cDate(DAY('2026-03-05T23:30:00'))).toBe('2026-03-05');
    expect(w3cDate(Date.parse('2026-03-05T23:30:00-05:00'))).toBe('2026-03-06');
  });

  test('is written in the reader’s language', () => {
    expect(formatLastUpdated('2026-03-05', 'en')).toBe('March 5, 2026');
    expect(formatLastUpdated('2026-03-05', 'zh')).toBe('2026年3月5日');
  });

  test('renders as a <time> in the sentence of the page’s language', () => {
    const html = renderToStaticMarkup(
      <UserLanguageProvider defaultUserLanguage="en">
        <LastUpdated date="2026-03-05" />
      </UserLanguageProvider>,
    );
    expect(html).toBe(
      '<p class="last-updated">Last updated on <time dateTime="2026-03-05">March 5, 2026</time></p>',
    );
  });
});
