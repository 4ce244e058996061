/**
 * Form validation figures for scripts/bench.ts, on the legacy registration page
 * (client-new-classic.html), in the page's own clock:
 *  - one field: from the last keystroke (its input event) to the frame that shows the verdict on the
 *    e-mail field (the 500 ms pause of docs/widgets/form.md and the server's answer included);
 *  - 15 fields: from the submit click to the frame that shows every verdict (focus on the first
 *    invalid field), with the number of validateClientData requests it sent (must be 1).
 */
import type { Page } from '@playwright/test';
import { requireWidget, type Figure } from './interactions.ts';

const figure = (name: string, xs: number[], note: string): Figure => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : null;
  return { name, median: m === null ? null : Math.round(m * 10) / 10, max: s.length ? Math.round(s.at(-1)! * 10) / 10 : null, samples: s.length, note };
};

/** Text values of 15 fields of client-new-classic.html; the e-mail is wrong so that the submit stops on it. */
const FIFTEEN: [string, string][] = [
  ['client_email', 'jan@'],
  ['client_login', 'jan_nowak'],
  ['client_password', 'Tajne123'],
  ['client_password_repeat', 'Tajne123'],
  ['client_firstname', 'Jan'],
  ['client_lastname', 'Nowak'],
  ['client_firm', 'Szlak sp. z o.o.'],
  ['client_nip', '5260001246'],
  ['client_street', 'Długa'],
  ['client_street_number', '5'],
  ['client_zipcode', '30-001'],
  ['client_city', 'Kraków'],
  ['client_phone_prefix', '+48'],
  ['client_phone', '501234567'],
  ['client_birth-date', '1990-01-31'],
];

/** `one`: e-mail verdicts (wrong and right by turns); `many`: submits of the 15 fields, a page load each. */
export async function measureForm(page: Page, origin: string, { one: oneRounds = 5, many: manyRounds = 3 } = {}): Promise<Figure[]> {
  requireWidget('form');
  const url = new URL('fixtures/pages/client-new-classic.html', origin).href;
  await page.goto(url, { waitUntil: 'load' });
  const email = page.locator('#client_email');
  await email.focus();
  await page.waitForFunction(() => /(^|\s)form(\s|$)/.test(document.querySelector('form#client-new')?.getAttribute('data-ready') ?? ''), null, { timeout: 15_000 });
  const one: number[] = [];
  for (let i = 0; i < oneRounds; i++) {
    const wrong = i % 2 === 0;
    const done = page.evaluate(
      (want) =>
        new Promise<number>((resolve) => {
          const input = document.getElementById('client_email')!;
          const group = input.closest('.f-group')!;
          let last = 0;
          input.addEventListener('input', () => (last = performance.now()));
          new MutationObserver((_, obs) => {
            if (!group.classList.contains(want)) return;
            obs.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - last)));
          }).observe(group, { attributes: true, attributeFilter: ['class'] });
        }),
      wrong ? '--error' : '--success',
    );
    await email.fill('');
    await page.keyboard.type(wrong ? `jan${i}@` : `jan${i}@example.org`, { delay: 40 });
    one.push(await done);
  }

  await page.goto(url, { waitUntil: 'load' });
  let requests = 0;
  const count = (r: { url(): string }) => void (r.url().includes('query=validateClientData') && requests++);
  page.on('request', count);
  const many: number[] = [];
  let perRound: number[] = [];
  for (let i = 0; i < manyRounds; i++) {
    if (i) await page.reload({ waitUntil: 'load' });
    await page.evaluate((values) => values.forEach(([id, v]) => ((document.getElementById(id) as HTMLInputElement).value = v)), FIFTEEN);
    await page.locator('#client_terms').check();
    await page.waitForFunction(() => /(^|\s)form(\s|$)/.test(document.querySelector('form#client-new')?.getAttribute('data-ready') ?? ''), null, { timeout: 15_000 });
    requests = 0;
    const t = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const form = document.querySelector<HTMLFormElement>('form#client-new')!;
          const start = performance.now();
          form.addEventListener('focusin', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))), { once: true });
          form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
        }),
    );
    many.push(t);
    perRound = [...perRound, requests];
  }
  page.off('request', count);
  return [
    figure('form validation (one field)', one, 'last keystroke -> verdict painted (500 ms pause + server answer)'),
    figure('form validation (15 fields)', many, `submit -> every verdict painted; validateClientData requests per submit: ${perRound.join(', ')}`),
  ];
}
