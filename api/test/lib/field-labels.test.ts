import { createTestContext, type TestContext } from '../helpers/test-app';
import { fieldLabel } from '../../src/lib/i18n';

/**
 * A person never sees a JSON field name. Every property a request can carry (walked
 * from the OpenAPI document, so a new route's fields are checked too) has a label in English,
 * French and Spanish (shared/locales/<lang>/common.json, `fields.<name>`).
 */

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

/** Every property name a request can carry: body properties (nested too), query and path parameters. */
function requestFieldNames(doc: { paths: Record<string, Record<string, Operation>> }): string[] {
  const names = new Set<string>();
  const walk = (schema: Schema | undefined) => {
    if (!schema || typeof schema !== 'object') return;
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(sub);
    }
    walk(schema.items);
    for (const sub of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(sub);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties);
  };
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query' || parameter.in === 'path') names.add(parameter.name);
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema);
    }
  }
  return [...names].sort();
}

let ctx: TestContext;
let names: string[];
beforeAll(async () => {
  ctx = await createTestContext();
  names = requestFieldNames((await ctx.app.inject({ url: '/api/docs/json' })).json());
});
afterAll(() => ctx.close());

test('the walk finds the request fields of every kind (body, nested, query, path)', () => {
  expect(names).toEqual(expect.arrayContaining(['licensePlate', 'vin', 'priceMinor', 'page', 'size', 'saasOrgId', 'objectPath']));
  expect(names.length).toBeGreaterThan(100);
});

test.each(['en', 'fr', 'es'] as const)('every request field has a label in %s', (language) => {
  expect(names.filter((name) => !fieldLabel(language, name)?.trim())).toEqual([]);
});

test('French and Spanish labels are their own words, not the JSON names', () => {
  const jsonNamed = (language: 'fr' | 'es') => names.filter((name) => name.length > 3 && fieldLabel(language, name) === name);
  expect([jsonNamed('fr'), jsonNamed('es')]).toEqual([[], []]);
});
