// Jest's order on a fresh clone is by file size, which starts short unit files beside long browser journeys and
// can leave one worker finishing a journey alone at the end. Longest kinds first (browser journeys, then system
// tests, then integration, then unit), so the many short files fill the gaps at the end; within a kind, Jest's
// own order (failed first, then the durations it recorded, else size).
const Sequencer = require('@jest/test-sequencer').default;

const KINDS = [/\/e2e\/browser\//, /\/e2e\//, /\/test\//];

function kindOf(path) {
  const index = KINDS.findIndex((pattern) => pattern.test(path));
  return index === -1 ? KINDS.length : index;
}

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    return super
      .sort(tests)
      .map((test, position) => ({ test, position, kind: kindOf(test.path) }))
      .sort((a, b) => a.kind - b.kind || a.position - b.position)
      .map(({ test }) => test);
  }
}

module.exports = SlowFirstSequencer;
