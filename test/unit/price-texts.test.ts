// @vitest-environment node
/** Widget texts of the price widgets: every language has every Polish key with the same placeholders. */
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/types';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(['price-label', 'subscription-price', 'instalments'])('%s texts', (widget) => {
  const langs = widget === 'instalments' ? (['pol', 'eng'] as const) : LANGUAGES;
  test.each([...langs])('%s: complete, same placeholders as Polish', async (lang) => {
    const pol = (await import(`../../widgets/${widget}/texts/pol.ts`)).default as Record<string, string>;
    const own = (await import(`../../widgets/${widget}/texts/${lang}.ts`)).default as Record<string, string>;
    expect(Object.keys(own).sort()).toEqual(Object.keys(pol).sort());
    for (const [k, v] of Object.entries(pol)) expect(placeholders(own[k] ?? ''), `${lang}.${k}`).toEqual(placeholders(v));
  });
});
