/**
 * The selector dialog (docs/widgets/language-selector.md): the recommended-country prompt, then the steps
 * (steps.ts) as native radio groups (arrow keys move within a group, Tab leaves it), Back / Next, and a real
 * form submitted to the chosen language's site (GET; the site's own query travels as hidden fields) or to the
 * recommended link. Closing or submitting writes `redirection=closed`. Built with DOM APIs and textContent
 * only: names from the server never become markup.
 */
import type { Language, WidgetContext } from '../../src/types';
import { LOCALES } from '../../src/i18n/locales';
import { adoptCss } from '../../src/ui/css';
import { openDialog } from '../../src/ui/dialog';
import { wasClosed } from './auto';
import { closedCookieLine, promptFirst } from './prompt';
import { canRecommend, MAX_COUNTRIES, recommendedSite, selectorData, type Country, type SelectorData } from './countries';
import { choose, initialSelection, isChange, options, target, visibleSteps, type Selection, type StepName } from './steps';
import { CSS as STYLE } from './style';
import { texts } from './texts';

type T = Awaited<ReturnType<typeof texts>>;
type Screen = 'prompt' | StepName;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls = '', text = '') => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text) node.textContent = text;
  return node;
};

/** A language's own name ("polski", "Deutsch"), else the entry's name, else its code. */
function languageName(code: string, own: string): string {
  if (own) return own;
  // A code the locale table does not know may still be a tag ("it"); the language, not its region, is named.
  const tag = Object.hasOwn(LOCALES, code) ? LOCALES[code as Language] : code;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.split('-')[0]!);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    /* not a language tag: the code it is */
  }
  return code.toUpperCase();
}

const currency = (c: Country) => (c.currencyId && c.currencySymbol && c.currencyId !== c.currencySymbol ? `${c.currencyId} (${c.currencySymbol})` : c.currencyId || c.currencySymbol);

export async function openSelector(ctx: WidgetContext, opener: HTMLElement, auto: boolean): Promise<void> {
  const data = selectorData(ctx.props);
  if (data.dropped) console.warn(`[storefront] language-selector: ${data.dropped} country entries past the first ${MAX_COUNTRIES} are left out.`);
  // Opened by itself, it speaks the recommended language (default eng).
  const t = await texts(auto ? { ...ctx.config, language: data.recommendedLang } : ctx.config);
  if (ctx.signal.aborted) return;
  adoptCss('language-selector', STYLE);
  const first: Screen | null = auto && promptFirst(ctx.props) ? 'prompt' : null;
  const form = el('form', 'sf-lang');
  form.method = 'get';
  form.noValidate = true;
  const dialog = openDialog({
    title: t('lang_title'),
    content: form,
    opener,
    closeLabel: t('ui_close'),
    className: 'sf-lang-dialog',
    signal: ctx.signal,
    onClose: () => (document.cookie = closedCookieLine()),
  });
  // Opened by itself, then closed on another page of the session (the cookie says so): a page back from the
  // back/forward cache closes its prompt too, as a new load would not have opened it.
  if (auto) addEventListener('pageshow', (e) => e.persisted && dialog.open && wasClosed(document.cookie, location.search) && dialog.close(), { signal: ctx.signal });
  const ui = new SelectorUi(form, data, t, first);
  ui.render();
  // Focus the current choice (or the prompt's first button) rather than the first control.
  ui.focusCurrent();
  form.addEventListener(
    'submit',
    (e) => {
      const action = ui.action();
      if (!action) return void e.preventDefault();
      document.cookie = closedCookieLine();
      setAction(form, action);
    },
    { signal: ctx.signal },
  );
}

/** GET replaces the action's query with the form's fields: carry the site's own query as hidden inputs. */
function setAction(form: HTMLFormElement, action: string) {
  const url = new URL(action, location.href);
  form.querySelectorAll('input[type=hidden]').forEach((i) => i.remove());
  for (const [k, v] of url.searchParams) {
    const input = el('input');
    input.type = 'hidden';
    input.name = k;
    input.value = v;
    form.append(input);
  }
  url.search = '';
  form.action = url.href;
}

let uid = 0;

class SelectorUi {
  sel: Selection;
  screen: Screen;
  private steps = el('div', 'sf-lang__steps');
  private note = el('p', 'sf-lang__note');
  private buttons = el('div', 'sf-lang__buttons');

  constructor(
    private form: HTMLFormElement,
    private d: SelectorData,
    private t: T,
    private first: Screen | null,
  ) {
    this.sel = initialSelection(d);
    this.screen = first ?? visibleSteps(d, this.sel)[0]!;
    this.note.id = `sf-lang-note-${++uid}`;
    this.note.setAttribute('aria-live', 'polite');
    form.append(this.steps, this.note, this.buttons);
  }

  /** The screens in order: the prompt (when it came first), then the visible steps. */
  screens(): Screen[] {
    return [...(this.first ? ['prompt' as const] : []), ...visibleSteps(this.d, this.sel)];
  }

  action(): string {
    return this.screen === 'prompt' ? (canRecommend(this.d) ? recommendedSite(this.d) : '') : this.isLast() ? target(this.d, this.sel) : '';
  }

  isLast() {
    const s = this.screens();
    return s.indexOf(this.screen) === s.length - 1;
  }

  go(step: number) {
    const s = this.screens();
    const next = s[s.indexOf(this.screen) + step];
    if (!next) return;
    this.screen = next;
    this.render();
    this.focusCurrent();
  }

  focusCurrent() {
    const f = this.form.querySelector<HTMLElement>('input:checked') ?? this.form.querySelector<HTMLElement>('input, button:not(:disabled)');
    f?.focus();
  }

  render() {
    const { t, d } = this;
    if (this.screen === 'prompt') {
      this.steps.replaceChildren(el('p', 'sf-lang__prompt', canRecommend(d) ? t('lang_change_shop', { country: d.recommendedName }) : t('lang_no_delivery')));
    } else this.steps.replaceChildren(this.group(this.screen));
    this.renderButtons();
  }

  /** Back, then Next / Confirm / Apply changes; they follow the choice (a site or not, a change or not). */
  renderButtons() {
    const { t, d, buttons, note } = this;
    buttons.replaceChildren();
    note.textContent = '';
    const button = (label: string, cls: string, onClick?: () => void) => {
      const b = el('button', cls, label);
      b.type = onClick ? 'button' : 'submit';
      if (onClick) b.addEventListener('click', onClick);
      buttons.append(b);
      return b;
    };
    if (this.screens().indexOf(this.screen) > 0) button(t('lang_back'), 'sf-lang__back', () => this.go(-1));
    if (this.screen === 'prompt') {
      if (canRecommend(d)) {
        button(t('lang_confirm'), 'sf-lang__primary');
        button(t('lang_other_country'), 'sf-lang__other', () => this.go(1));
      } else button(t('lang_next'), 'sf-lang__primary', () => this.go(1));
    } else if (this.isLast()) {
      const submit = button(isChange(d, this.sel) ? t('lang_apply') : t('lang_confirm'), 'sf-lang__primary');
      if (!target(d, this.sel)) {
        submit.disabled = true;
        note.textContent = t('lang_unavailable');
        submit.setAttribute('aria-describedby', note.id);
      }
    } else button(t('lang_next'), 'sf-lang__primary', () => this.go(1));
  }

  /** One step as a radio group: fieldset + legend, a native radio per option. */
  group(step: StepName): HTMLFieldSetElement {
    const { t, d } = this;
    const set = el('fieldset');
    set.append(el('legend', '', t(step === 'region' ? 'lang_region' : step === 'country' ? 'lang_country' : 'lang_language')));
    const list = el('ul', 'sf-lang__list');
    const current = step === 'region' ? this.sel.group : step === 'country' ? this.sel.country : this.sel.lang;
    for (const o of options(d, step, this.sel)) {
      const label = el('label', 'sf-lang__option');
      const input = el('input');
      input.type = 'radio';
      input.name = `sf-lang-${step}`;
      input.value = o.value;
      input.checked = o.value === current;
      // A step's own options never depend on its own value: only the buttons change.
      input.addEventListener('change', () => {
        this.sel = choose(d, this.sel, step, o.value);
        this.renderButtons();
      });
      label.append(input);
      if (o.country) {
        if (o.country.flag) {
          const flag = el('span', 'sf-lang__flag', o.country.flag);
          flag.setAttribute('aria-hidden', 'true');
          flag.dataset.flag = o.country.flag;
          label.append(flag);
        }
        label.append(el('span', 'sf-lang__name', o.country.name));
        const cur = currency(o.country);
        if (cur) label.append(el('span', 'sf-lang__currency', cur));
      } else if (step === 'region') {
        label.append(el('span', 'sf-lang__name', o.value === 'default' ? t('lang_group_default') : o.value));
      } else {
        const own = d.countries.flatMap((c) => c.langs).find((l) => l.id === o.value && l.name)?.name ?? '';
        label.append(el('span', 'sf-lang__name', languageName(o.value, own)));
      }
      const li = el('li');
      li.append(label);
      list.append(li);
    }
    set.append(list);
    return set;
  }
}
