// @vitest-environment node
/**
 * The demo shop's side of the forced region: ?forced= sets the forced cookies only while the session's forced state
 * stands (a reload after "Restore default" shows no notice), ?unset=refuse makes the unset mutations
 * answer status "error", and the selector data of the fixture pages (docs/widgets/language-selector.md).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { executeGraphql } from '../../fixtures/graphql';
import { resetMockState } from '../../fixtures/handlers';
import { getSession } from '../../fixtures/mock/state';
import { languageProps } from '../../fixtures/render/language-data';
import { pageSession } from '../../fixtures/server/page-response';

afterEach(() => resetMockState());
const page = (query: string, session = 's1') => new Request(`http://shop.test/fixtures/pages/main.html${query}`, { headers: { cookie: `sf_session=${session}` } });
const names = (cookies: string[]) => cookies.map((c) => c.split('=')[0]).filter((n) => n !== 'sf_session');

describe('forced cookies of the demo shop', () => {
  test('set while the session is forced, not after an unset', async () => {
    expect(names(pageSession(page('?forced=both')).setCookies)).toEqual(['setRegionForced', 'setZipcodeForced']);
    const session = getSession('s1');
    await executeGraphql({ query: 'mutation { unsetTemporaryRegion { status } }' }, { session });
    expect(names(pageSession(page('?forced=both')).setCookies)).toEqual(['setZipcodeForced']);
    expect(names(pageSession(page('?forced=region')).setCookies)).toEqual([]);
  });

  test('?unset=refuse: status "error" with a message, and nothing is unset; ?unset=ok: works again', async () => {
    pageSession(page('?unset=refuse'));
    const session = getSession('s1');
    const refused = await executeGraphql({ query: 'mutation { unsetTemporaryRegion { status error { code message } } unsetTemporaryZipcode { status } }' }, { session });
    expect(refused.data).toEqual({
      unsetTemporaryRegion: { status: 'error', error: { code: 'region_locked', message: 'Ustawienia dostawy są zablokowane dla tej sesji.' } },
      unsetTemporaryZipcode: { status: 'error' },
    });
    expect([session.regionForced, session.zipcodeForced]).toEqual([true, true]);
    pageSession(page('?unset=ok'));
    const ok = await executeGraphql({ query: 'mutation { unsetTemporaryZipcode { status } }' }, { session });
    expect(ok.data).toEqual({ unsetTemporaryZipcode: { status: 'success' } });
  });
});

describe('selector data of the fixture pages', () => {
  test('fifteen countries in two regions, alpha-3 ids, one country without a site; the single-country shop', () => {
    const all = languageProps({ page: '/p.html' });
    expect(all.countries).toHaveLength(15);
    expect(new Set(all.countries.map((c) => c.group))).toEqual(new Set(['Unia Europejska', 'Europa poza UE']));
    expect(all.countries.filter((c) => c.lang.some((l) => !('site' in l))).map((c) => c.id)).toEqual(['ltu']);
    expect(all.countries.find((c) => c.id === 'deu')?.lang[0]).toEqual({ id: 'ger', site: '/p.html?lang=ger&country=deu' });
    expect(languageProps({ page: '/p.html', single: true }).countries.map((c) => c.id)).toEqual(['pol']);
    expect(languageProps({ page: '/p.html', prompt: true })).toMatchObject({ show_select: 'true', is_recommended_country: 'true', recommended_lang: 'ger' });
  });
});
