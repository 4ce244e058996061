// @vitest-environment node
/**
 * The browser bundle resolves `graphql` (what graphql-request imports: parse, print, Kind, GraphQLError)
 * to @0no-co/graphql.web (vite.config.ts); the unit tests and the demo shop's server run graphql-js. So
 * every document the bundle sends is parsed by both here: the same operation (kind, name, mutation or
 * query: what graphql-request reads from it) and the same printed text, or the browser would send
 * something else than what the tests check.
 */
import { describe, expect, it } from 'vitest';
import * as js from 'graphql';
import * as web from '@0no-co/graphql.web';
import { readFileSync } from 'node:fs';
import { SEARCH_QUERY } from '../../widgets/search/query';
import { CREATE_LIST } from '../../widgets/shopping-list-link/create';
import { unsetCall } from '../../widgets/forced-region/restore';
import { buildRequest, SERVER_TYPES, type ServerField } from '../../widgets/form/server-rules';

const fields: ServerField[] = SERVER_TYPES.map((type, i) => ({ id: `${type}-${i}.x`, type, value: 'v', joined: '12', region: 1143020003, partner: 'p' }));
const DOCUMENTS: [string, string][] = [
  ['search', SEARCH_QUERY],
  ['shopping list', CREATE_LIST],
  ['region: region', unsetCall('region').document],
  ['region: zipcode', unsetCall('zipcode').document],
  ['region: both', unsetCall('regionAndZipcode').document],
  ['forms: every server-checked type', buildRequest(fields)!.document],
  [
    'forms: two ids with one alias',
    buildRequest([
      { id: 'a-b', type: 'email', value: 'x' },
      { id: 'a_b', type: 'email', value: 'y' },
    ])!.document,
  ],
  ['tracking', 'query { trackingEvents }'],
];

/** What graphql-request reads from a document (its analyzeDocument): operation kind, name, mutation. */
const operations = (doc: { definitions: readonly unknown[] }) =>
  doc.definitions.map((d) => {
    const o = d as { kind: string; operation?: string; name?: { value: string } };
    return { kind: o.kind, operation: o.operation, name: o.name?.value };
  });

describe('graphql.web reads every document the bundle sends as graphql-js does', () => {
  it.each(DOCUMENTS)('%s', (_, text) => {
    const a = js.parse(text);
    const b = web.parse(text);
    expect(operations(b)).toEqual(operations(a));
    expect(operations(a)[0]?.kind).toBe('OperationDefinition');
    // The same printed document (the AST matches down to every selection and argument).
    expect(web.print(b)).toBe(js.print(a));
    // And it is a document the demo shop's schema accepts: what the browser sends is valid.
    expect(js.validate(schema, a).map((e) => e.message)).toEqual([]);
  });

  it('Kind holds the names graphql-request compares with', () => {
    expect(web.Kind.OPERATION_DEFINITION).toBe(js.Kind.OPERATION_DEFINITION);
    expect(web.Kind.DOCUMENT).toBe(js.Kind.DOCUMENT);
  });

  it('refuses a broken document as graphql-js does (graphql-request then sends the text unanalysed)', () => {
    for (const text of ['query {', 'mutation ($x: ) { a }', '{ a(b: "unterminated) }']) {
      expect(() => js.parse(text)).toThrow();
      expect(() => web.parse(text)).toThrow();
    }
  });

  it('parses a 100 KB forms document in well under 50 ms', () => {
    const many: ServerField[] = Array.from({ length: 900 }, (_, i) => ({ id: `field-${i}`, type: 'email', value: 'x' }));
    const text = buildRequest(many)!.document;
    expect(text.length).toBeGreaterThan(100_000);
    web.parse(text); // warm-up
    const start = performance.now();
    const doc = web.parse(text);
    const ms = performance.now() - start;
    expect(doc.definitions).toHaveLength(1);
    expect(ms).toBeLessThan(50);
  });
});

const schema = js.buildSchema(readFileSync('fixtures/schema.graphql', 'utf8'));
