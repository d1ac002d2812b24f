// Prints the search evaluation for ranking work (docs/search.md → "Evaluation"): the tuning
// half's misses and every miss of the generated known-item set, per language, on the index that
// scripts/build-search-index.ts last wrote. The validation half is left out on purpose: its rows
// are never looked at while tuning (`npm test` prints its totals).
//
//   npx tsx scripts/search-index/evaluate.ts [en|zh] [--all]   (--all: every miss, not 60)
import { TUNING } from '@/test/unit/search-relevance-table';
import {
  percent,
  rankKnownItems,
  readKnownItems,
  scoreKnownRanks,
  scoreRows,
  type Language,
} from '@/test/unit/search-evaluation';

const args = process.argv.slice(2);
const languages = (['en', 'zh'] as const).filter(
  (language) => args.includes(language) || !args.some((arg) => arg === 'en' || arg === 'zh'),
);
const limit = args.includes('--all') ? Infinity : 60;

for (const language of languages as Language[]) {
  const tuning = scoreRows(language, TUNING[language]);
  console.log(
    `tuning half ${language}: ${tuning.count} queries, first ${percent(tuning.first)}, top 3 ${percent(tuning.top3)}`,
  );
  for (const line of tuning.misses) console.log(line);
  const ranks = rankKnownItems(language, readKnownItems(language));
  const known = scoreKnownRanks(ranks);
  console.log(
    `known items ${language}: ${known.count} queries, first ${percent(known.first)}, top 3 ${percent(known.top3)}`,
  );
  for (const line of known.misses.slice(0, limit)) console.log(line);
}
