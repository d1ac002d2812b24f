// The generated known-item set of the English index: test/unit/search-known-items.ts.
import { knownItemsSuite } from './search-known-items';

describe('search known items on the site index', () => {
  knownItemsSuite('en');
});
