// openapi-typescript's types for the OpenAPI document read from stdin, written to stdout. A process of its
// own because openapi-typescript is an ES module that jest's CommonJS runtime cannot load.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const BLOB = ts.factory.createTypeReferenceNode('Blob');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const nodes = await openapiTS(JSON.parse(input), {
  alphabetize: true,
  // A file (an upload's field, a download) is a Blob in the browser, not a string.
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
process.stdout.write(astToString(nodes));
