/**
 * The suggestions dropdown: a thin view over model.ts. The server's input stays the shopper's input:
 * the view adds combobox semantics to it (combobox.ts), forwards its events to the model and renders the
 * answer; every server string renders as text.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetContext } from '../../src/types';
import { useWidget } from '../../src/runtime/island';
import { readCache, writeCache } from './cache';
import { useCombobox } from './combobox';
import { enterFullscreen, smallScreenQuery, trapTab } from './fullscreen';
import { createModel, type SearchModel } from './model';
import { fetchSuggestions } from './query';
import { highlight, type Suggestion } from './sections';

export interface SearchViewProps {
  ctx: WidgetContext;
  input: HTMLInputElement;
  minLength: number;
  delay: number;
}

const KEYS: Record<string, 'up' | 'down' | 'left' | 'right'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    /* marks only serve the benchmark */
  }
}

function Text({ label, query }: { label: string; query: string }) {
  return highlight(label, query).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>));
}

function Option({ item, id, selected, query }: { item: Suggestion; id: string; selected: boolean; query: string }) {
  // The link itself is the option: no interactive element nested in another, and a real link for
  // middle clicks and "open in new tab". Focus stays in the box (tabIndex -1, aria-activedescendant).
  return (
    <a role="option" id={id} aria-selected={selected} className={`sf-suggest__option --${item.kind}`} href={item.link} tabIndex={-1}>
      {item.kind === 'product' && <img className="sf-suggest__img" src={item.image || undefined} alt="" width={40} height={40} loading="lazy" decoding="async" />}
      <span className="sf-suggest__name">
        <Text label={item.label} query={query} />
        {!!item.trail?.length && <span className="sf-suggest__trail">{item.trail.join(' › ')}</span>}
      </span>
      {item.price && <span className="sf-suggest__price">{item.price}</span>}
    </a>
  );
}

/** DOM events of the form and its box, forwarded to the model; returns nothing: `signal` removes them. */
function listen(ctx: WidgetContext, input: HTMLInputElement, model: SearchModel) {
  const { signal } = ctx;
  const form = ctx.element;
  const small = smallScreenQuery();
  let suppress = false; // after the layer was closed by hand, focus alone does not reopen it
  const openFull = () => small.matches && !suppress && model.setFull(true);
  input.addEventListener('input', () => {
    suppress = false;
    model.input(input.value);
    openFull();
  }, { signal });
  input.addEventListener('keydown', (e) => {
    if (e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
    const key = KEYS[e.key];
    if (key) {
      if (!(e.shiftKey && (key === 'left' || key === 'right')) && model.move(key, ctx.view())) e.preventDefault();
    } else if (e.key === 'Escape') {
      const wasFull = model.getState().full;
      if (model.escape() || wasFull) e.preventDefault();
      model.setFull(false);
    } else if (e.key === 'Enter') {
      const link = model.activeLink();
      // The one case where the normal submit gives way: the shopper chose a suggestion.
      if (link) {
        e.preventDefault();
        location.assign(link);
      }
    }
  }, { signal });
  const onFocus = () => {
    openFull();
    if (input.value) model.open();
  };
  input.addEventListener('focus', onFocus, { signal });
  input.addEventListener('blur', () => (suppress = false), { signal });
  small.addEventListener('change', () => !small.matches && model.setFull(false), { signal });
  // Outside the form closes the list (the full-screen layer covers the page, so never while it is open).
  document.addEventListener('pointerdown', (e) => !form.contains(e.target as Node) && model.close(), { signal });
  form.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (to && !form.contains(to)) model.close();
  }, { signal });
  form.addEventListener('submit', () => model.close(), { signal });
  form.addEventListener('keydown', (e) => model.getState().full && trapTab(form, e), { signal });
  // Text typed before the widget mounted is searched now.
  if (input.value) model.input(input.value);
  if (document.activeElement === input) onFocus();
  return {
    closeByHand() {
      suppress = true;
      model.setFull(false);
      input.focus();
    },
  };
}

export function SearchView({ ctx, input, minLength, delay }: SearchViewProps) {
  const { t } = useWidget();
  const form = ctx.element;
  const id = useId();
  const listId = `${id}list`;
  const optionId = (i: number) => `${id}o${i}`;

  const [model] = useState(() =>
    createModel(
      {
        fetch: (q, signal) => fetchSuggestions(ctx.config, q, signal),
        read: (q) => readCache(q),
        write: (q, r) => writeCache(q, r),
        onResponse: () => mark('sf-search:response'),
        setValue: (v) => (input.value = v),
        priceType: ctx.config.priceType,
        currency: ctx.config.currency,
        minLength,
        delay,
      },
      input.value,
    ),
  );
  const { search, nav, sections, options, full } = useSyncExternalStore(model.subscribe, model.getState);

  const events = useRef<{ closeByHand(): void } | null>(null);
  useEffect(() => {
    events.current = listen(ctx, input, model);
    return () => model.dispose();
  }, [ctx, input, model]);

  // Performance: from the response mark to the paint of the committed suggestions (a task queued from the
  // next animation frame runs right after that frame is painted); read by scripts/bench-search.ts.
  useEffect(() => {
    if (search.status !== 'ready') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const raf = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        mark('sf-search:painted');
        try {
          performance.measure('sf-search:render', 'sf-search:response', 'sf-search:painted');
          performance.clearMarks('sf-search:response');
        } catch {
          /* a cached answer has no response mark */
        }
      });
    });
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(timer);
    };
  }, [search]);

  useEffect(() => (full ? enterFullscreen(form, t('search_label')) : undefined), [full, form, t]);

  const searchable = search.status !== 'idle' && search.status !== 'short';
  const visible = nav.open && searchable;
  const expanded = visible && options.length > 0;
  useCombobox(input, { listId, expanded, activeId: expanded && nav.active >= 0 ? optionId(nav.active) : '', label: t('search_label') });

  const failed = search.status === 'error';
  const message = failed
    ? t('search_failed')
    : search.status === 'loading' && !search.result
      ? t('search_loading')
      : search.status === 'ready' && !options.length
        ? t('search_no_results', { text: search.query })
        : '';
  const announce = search.status === 'ready' ? (options.length ? t.plural('search_results', options.length) : message) : failed ? message : '';

  return (
    <div className="sf-suggest">
      <button type="button" className="sf-suggest__close" hidden={!full} onClick={() => events.current?.closeByHand()} aria-label={t('search_close')}>
        <span aria-hidden="true">×</span>
      </button>
      {/* Pressing inside the panel keeps focus in the box; clicks still follow links and submit. */}
      <div className="sf-suggest__panel" hidden={!visible} aria-busy={search.status === 'loading'} onMouseDown={(e) => e.preventDefault()}>
        {message && <p className="sf-suggest__msg">{message}</p>}
        <div role="listbox" id={listId} aria-label={t('search_suggestions')} className="sf-suggest__list">
          {sections.map((s) => (
            <div key={s.key} role="group" aria-labelledby={`${id}${s.key}`} className={`sf-suggest__group --${s.key}`}>
              <div role="presentation" id={`${id}${s.key}`} className="sf-suggest__heading">
                {t(s.title)}
              </div>
              {s.items.map((item, j) => (
                <Option key={s.first + j} item={item} id={optionId(s.first + j)} selected={s.first + j === nav.active} query={search.query} />
              ))}
            </div>
          ))}
        </div>
        {searchable && (
          <button type="submit" className="sf-suggest__all">
            {t('search_show_all')}
          </button>
        )}
      </div>
      <div role="status" className="sf-vh">
        {visible ? announce : ''}
      </div>
    </div>
  );
}
