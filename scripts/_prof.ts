import { readKnownItems, rankKnownItems, scoreKnownRanks } from '../test/unit/search-evaluation';
const items = readKnownItems('en').slice(0, 1500);
const t = Date.now();
const r = rankKnownItems('en', items.slice(0,10));
console.log('warm', Date.now()-t);
const t2 = Date.now();
const ranks = rankKnownItems('en', items);
console.log('1500 items', Date.now()-t2, 'ms', scoreKnownRanks(ranks).first);
