// Jest's own order (longest first by the last run's times, else largest file first), with the
// search evaluation suites always first: they take most of the unit tests' time, and a clean
// clone has no timing cache, so by file size they would start last and leave the other worker idle
// at the end.
// Jest loads this file as it is, untransformed: CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sequencer = require('@jest/test-sequencer').default;

const LONG = /search-(known-items-(en|zh)|relevance)\.test\.ts$/;

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [
      ...sorted.filter((test) => LONG.test(test.path)),
      ...sorted.filter((test) => !LONG.test(test.path)),
    ];
  }
}

module.exports = LongestFirst;
