// Jest runs each test file in its own VM context, but Node's fetch lives in the outer one, so
// `response.json()` would build objects whose prototypes differ from the test's own literals and
// `assert.deepStrictEqual` would call equal values different. Parse answers in the test's realm.
const parse = JSON.parse;
globalThis.Response.prototype.json = async function json() {
  return parse(await this.text());
};
