// openapi-typescript's types for the OpenAPI document read from stdin, written to stdout. A process of its
// own because openapi-typescript is an ES module that jest's CommonJS runtime cannot load.
import openapiTS, { astToString } from 'openapi-typescript';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const nodes = await openapiTS(JSON.parse(input), { alphabetize: true });
process.stdout.write(astToString(nodes));
