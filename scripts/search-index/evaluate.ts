// Prints the search evaluation for ranking work (docs/search.md → "Evaluation"): the tuning
// half's misses and every miss of the generated known-item set, per language, on the index that
// scripts/build-search-index.ts last wrote, and the everyday tuning set's misses. The validation
// half and the sealed everyday set are left out on purpose: their rows are never looked at while
// tuning (`npm test` prints their totals).
//
//   npx tsx scripts/search-index/evaluate.ts [en|zh] [--all] [--quick]
//   (--all: every known-item miss, not 60; --quick: no known items, a few seconds instead of 80)
import { EVERYDAY_TUNING } from '@/test/unit/search-everyday-table';
import { TUNING } from '@/test/unit/search-relevance-table';
import {
  percent,
  rankKnownItems,
  readKnownItems,
  scoreEveryday,
  scoreKnownRanks,
  scoreRows,
  type Language,
} from '@/test/unit/search-evaluation';

const args = process.argv.slice(2);
const languages = (['en', 'zh'] as const).filter(
  (language) => args.includes(language) || !args.some((arg) => arg === 'en' || arg === 'zh'),
);
const limit = args.includes('--all') ? Infinity : 60;
const quick = args.includes('--quick');

for (const language of languages as Language[]) {
  const tuning = scoreRows(language, TUNING[language]);
  console.log(
    `tuning half ${language}: ${tuning.count} queries, first ${percent(tuning.first)}, top 3 ${percent(tuning.top3)}`,
  );
  for (const line of tuning.misses) console.log(line);
  const everyday = scoreEveryday(language, EVERYDAY_TUNING[language]);
  console.log(
    `everyday tuning ${language}: ${everyday.count} queries, first ${percent(everyday.first)}, top 3 ${percent(everyday.top3)}`,
  );
  for (const line of everyday.misses) console.log(line);
  if (quick) continue;
  const ranks = rankKnownItems(language, readKnownItems(language));
  const known = scoreKnownRanks(ranks);
  console.log(
    `known items ${language}: ${known.count} queries, first ${percent(known.first)}, top 3 ${percent(known.top3)}`,
  );
  for (const line of known.misses.slice(0, limit)) console.log(line);
}
