// @vitest-environment node
/** Per-widget texts (texts load per need): lookup order, fallbacks, one chunk per language. */
import { describe, expect, it, vi } from 'vitest';
import { widgetTexts } from '../../src/i18n/widget-texts';
import type { Language } from '../../src/types';
import { recorded } from './text-files';

const pol = { hello: 'Cześć {name}', only_pol: 'Tylko po polsku', days: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' } };
const eng = { hello: 'Hello {name}', days: { one: '{count} day', other: '{count} days' } };
const ger = { hello: 'Hallo {name}' };

function make() {
  const { calls, loaders } = recorded({ pol, eng, ger });
  return { texts: widgetTexts<typeof pol>(loaders), calls };
}
const config = (language: string, texts: Record<string, string> = {}) => ({ language: language as Language, texts });

describe('widgetTexts', () => {
  it.each([
    ['pol', 'hello', 'Cześć Ala'],
    ['eng', 'hello', 'Hello Ala'],
    ['ger', 'hello', 'Hallo Ala'],
    ['ger', 'days', '2 days'], // a key German lacks: English, with English plural rules
    ['cze', 'hello', 'Hello Ala'], // no Czech file: English
    ['xyz', 'hello', 'Cześć Ala'], // not a shop language: Polish, the default
  ])('%s: %s -> %s', async (lang, code, expected) => {
    const t = await make().texts(config(lang));
    expect(code === 'days' ? t.plural('days', 2) : t(code, { name: 'Ala' })).toBe(expected);
  });

  it('Polish plurals follow Polish rules', async () => {
    const t = await make().texts(config('pol'));
    expect([1, 2, 5, 22, 25].map((n) => t.plural('days', n))).toEqual(['1 dzień', '2 dni', '5 dni', '22 dni', '25 dni']);
  });

  it('a shop text (config.texts) wins over every language', async () => {
    const t = await make().texts(config('eng', { hello: 'Hi there, {name}!' }));
    expect(t('hello', { name: 'Jo' })).toBe('Hi there, Jo!');
  });

  it('loads only the languages it needs, once per page', async () => {
    const { texts, calls } = make();
    await texts(config('pol'));
    await texts(config('pol'));
    expect(calls).toEqual(['pol']); // Polish is the complete reference: one small chunk
    const g = make();
    await g.texts(config('ger'));
    expect(g.calls.sort()).toEqual(['eng', 'ger']);
  });

  it('a failed chunk is tried again on the next call', async () => {
    let fail = true;
    const polLoader = () => (fail ? Promise.reject<{ default: typeof pol }>(new Error('offline')) : Promise.resolve({ default: pol }));
    const texts = widgetTexts<typeof pol>({ pol: polLoader, eng: () => Promise.resolve({ default: eng }) });
    await expect(texts(config('pol'))).rejects.toThrow('offline');
    fail = false;
    expect((await texts(config('pol')))('only_pol')).toBe('Tylko po polsku');
  });

  it('an unknown code shows the code (and warns once)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = await make().texts(config('pol'));
    expect(t('no_such_code')).toBe('no_such_code');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
