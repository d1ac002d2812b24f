/**
 * The generated known-item evaluation of one language (docs/search.md → "Evaluation"): every page
 * title, H2/H3 heading and its paraphrase, API member name, API demo title and demo name the index
 * build writes to node_modules/.cache/search-index/known-items.json, each searched on /x/. One
 * test file per language (search-known-items-en/zh.test.ts), so that the two run in separate
 * workers: together they are most of the unit tests' time.
 */
import {
  percent,
  readKnownItems,
  rankKnownItems,
  scoreKnownRanks,
  type Language,
} from './search-evaluation';

/** The goal of the generated set: right first for 90 %, in the first three for 98 %. */
export const KNOWN_ITEMS_GOAL = { first: 0.9, top3: 0.98 };
/** Misses printed (all of them are counted). */
const PRINTED_MISSES = 40;

export function knownItemsSuite(language: Language): void {
  it(`generated known items, ${language}: ≥ 90 % first, ≥ 98 % in the first three`, () => {
    const items = readKnownItems(language);
    expect(items.length).toBeGreaterThan(1000);
    // One query per demo of the Markdown pages (its name's words), besides the API demo lists.
    expect(items.filter(({ sources }) => sources.includes('demo')).length).toBeGreaterThan(600);
    const ranks = rankKnownItems(language, items);
    const score = scoreKnownRanks(ranks);
    // By the first source that produced the query (a text several sources produce counts once).
    const bySource = (['title', 'heading', 'paraphrase', 'member', 'demo'] as const).map(
      (source) => {
        const part = scoreKnownRanks(ranks.filter(({ item }) => item.sources[0] === source));
        return `${source} ${part.count}: ${percent(part.first)} / ${percent(part.top3)}`;
      },
    );
    console.log(
      `search known items ${language}: ${score.count} queries, first ${percent(score.first)}, ` +
        `top 3 ${percent(score.top3)} (${bySource.join('; ')})\n` +
        `${score.misses.slice(0, PRINTED_MISSES).join('\n')}` +
        `${score.misses.length > PRINTED_MISSES ? `\n  … ${score.misses.length - PRINTED_MISSES} more` : ''}`,
    );
    expect(score.first).toBeGreaterThanOrEqual(KNOWN_ITEMS_GOAL.first);
    expect(score.top3).toBeGreaterThanOrEqual(KNOWN_ITEMS_GOAL.top3);
  });
}
