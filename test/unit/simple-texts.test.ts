// @vitest-environment node
/** Per-widget texts without plural forms: the same lookup order and loading as widgetTexts. */
import { describe, expect, it, vi } from 'vitest';
import { simpleTexts } from '../../src/i18n/simple-texts';
import type { Language } from '../../src/types';
import { recorded } from './text-files';

const pol = { hello: 'Cześć {name}', only_pol: 'Tylko po polsku', save: 'Oszczędzasz {percent}%' };
const eng = { hello: 'Hello {name}', save: 'You save {percent}%' };
const ger = { hello: 'Hallo {name}' };

function make() {
  const { calls, loaders } = recorded<typeof pol, Partial<typeof pol>>({ pol, eng, ger });
  return { texts: simpleTexts<typeof pol>(loaders), calls };
}
const config = (language: string, texts: Record<string, string> = {}) => ({ language: language as Language, texts });

describe('simpleTexts', () => {
  it.each([
    ['pol', 'hello', 'Cześć Ala'],
    ['ger', 'hello', 'Hallo Ala'],
    ['ger', 'save', 'You save 12%'], // a key German lacks: English
    ['ger', 'only_pol', 'only_pol'], // in neither German nor English: the code (Polish is no fallback)
    ['cze', 'hello', 'Hello Ala'], // no Czech file: English
    ['xyz', 'hello', 'Cześć Ala'], // not a shop language: Polish
  ])('%s: %s -> %s', async (lang, code, expected) => {
    const t = await make().texts(config(lang));
    expect(t(code as keyof typeof pol, { name: 'Ala', percent: 12 })).toBe(expected);
  });

  it('a shop text wins (an empty or non-string one does not); a code such as "propertyIsEnumerable" finds nothing inherited', async () => {
    const t = await make().texts({ language: 'pol', texts: { hello: 'Hej {name}!', save: '', only_pol: 5 as unknown as string } });
    expect(t('hello', { name: 'Jo' })).toBe('Hej Jo!');
    expect(t('save', { percent: 3 })).toBe('Oszczędzasz 3%');
    expect(t('only_pol')).toBe('Tylko po polsku');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('propertyIsEnumerable' as keyof typeof pol)).toBe('propertyIsEnumerable');
    expect(t('propertyIsEnumerable' as keyof typeof pol)).toBe('propertyIsEnumerable');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('fractions in the language’s own form; a value holding "{x}" is not expanded again', async () => {
    const t = await make().texts(config('pol'));
    expect(t('save', { percent: 12.5 })).toBe('Oszczędzasz 12,5%');
    expect(t('hello', { name: '{percent}' })).toBe('Cześć {percent}');
  });

  it('loads only the languages it needs, once per page; a failed chunk is tried again', async () => {
    const { texts, calls } = make();
    await texts(config('pol'));
    await texts(config('pol'));
    expect(calls).toEqual(['pol']);
    const g = make();
    await g.texts(config('ger'));
    expect(g.calls.sort()).toEqual(['eng', 'ger']);
    let fail = true;
    const flaky = simpleTexts<typeof pol>({
      pol: () => (fail ? Promise.reject<{ default: typeof pol }>(new Error('offline')) : Promise.resolve({ default: pol })),
      eng: () => Promise.resolve({ default: eng }),
    });
    await expect(flaky(config('pol'))).rejects.toThrow('offline');
    fail = false;
    expect((await flaky(config('pol')))('only_pol')).toBe('Tylko po polsku');
  });
});
