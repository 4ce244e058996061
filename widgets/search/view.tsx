/**
 * The suggestions dropdown: a thin view over model.ts. The server's input stays the shopper's input:
 * the view adds combobox semantics to it (combobox.ts), forwards its events to the model and renders the
 * answer; every server string renders as text.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetContext } from '../../src/types';
import { useWidget } from '../../src/runtime/island';
import { readCache, writeCache } from './cache';
import { useCombobox } from './combobox';
import { listen } from './events';
import { enterFullscreen, panelSpot, searchRow } from './fullscreen';
import { follow, lower, placeAt, raise } from '../../src/ui/layer';
import { delayLeft } from './quiet';
import type { SearchState } from './controller';
import { createModel } from './model';
import { Option } from './option';
import { fetchSuggestions } from './query';
import { panelView } from './status';

export interface SearchViewProps {
  ctx: WidgetContext;
  input: HTMLInputElement;
  minLength: number;
  delay: number;
  /** When the shopper last typed before this mounted (performance.now()); the rest of `delay` is waited. */
  typedAt?: number;
  /** The theme's search toggle (phones) was pressed before this mounted: the full-screen layer opens. */
  toggled?: () => boolean;
}

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    /* a browser without User Timing marks: not marked */
  }
}

/** The search model of this box, made once (its timing and answers: model.ts). */
function useModel(ctx: WidgetContext, input: HTMLInputElement, minLength: number, delay: number) {
  const [model] = useState(() =>
    createModel(
      {
        fetch: (q, signal) => fetchSuggestions(ctx.config, q, signal),
        read: (q) => readCache(q),
        write: (q, r) => writeCache(q, r),
        onResponse: () => mark('storefront:search-response'),
        setValue: (v) => (input.value = v),
        priceType: ctx.config.priceType,
        currency: ctx.config.currency,
        minLength,
        delay,
      },
      input.value,
    ),
  );
  return model;
}

/**
 * User Timing (docs/performance.md#user-timing-marks): `storefront:search` once the committed suggestions are
 * painted (a task queued from the next animation frame runs right after that frame), and the measure
 * `storefront:search-render` from the answer's arrival to it; read by a shop's monitoring and the bench.
 * `painted` runs then (the thumbnails are asked for after the first suggestions are on screen).
 */
function useRenderMeasure(search: SearchState, painted: () => void) {
  useEffect(() => {
    if (search.status !== 'ready') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const raf = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted();
        mark('storefront:search');
        try {
          performance.measure('storefront:search-render', 'storefront:search-response', 'storefront:search');
          performance.clearMarks('storefront:search-response');
        } catch {
          /* a cached answer has no response mark */
        }
      });
    });
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(timer);
    };
  }, [search, painted]);
}

/**
 * The full-screen layer in the top layer (fullscreen.ts): the cover, the form, its close button and the open
 * suggestions, raised in that order so each is drawn over the one before; the suggestions placed by the
 * form's measured box and following it while open.
 */
function useLayer(form: HTMLElement, input: HTMLElement, full: boolean, visible: boolean, label: string) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const coverRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const cover = coverRef.current;
    const close = closeRef.current;
    if (!full || !cover || !close) return;
    raise(cover);
    const restore = enterFullscreen(form, label);
    raise(close);
    return () => {
      lower(close);
      restore();
      lower(cover);
    };
  }, [full, form, label]);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !visible) return;
    raise(panel);
    const place = () => {
      const viewport = { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
      const at = panelSpot(searchRow(form, input).getBoundingClientRect(), viewport, full);
      panel.style.width = at.width ? `${at.width}px` : '';
      panel.style.maxHeight = at.maxHeight ? `${at.maxHeight}px` : '';
      placeAt(panel, at.left, at.top, form);
    };
    place();
    const stop = follow(form, place);
    return () => {
      stop();
      lower(panel);
      panel.style.width = panel.style.maxHeight = '';
    };
  }, [visible, full, form, input]);
  return { panelRef, closeRef, coverRef };
}

export function SearchView({ ctx, input, minLength, delay, typedAt, toggled }: SearchViewProps) {
  const { t } = useWidget();
  const form = ctx.element;
  const id = useId();
  const listId = `${id}list`;
  const optionId = (i: number) => `${id}o${i}`;

  const model = useModel(ctx, input, minLength, delay);
  // What is left of the delay after the shopper's last keystroke before this mounted: taken once.
  const [firstWait] = useState(() => delayLeft(delay, typedAt, performance.now()));
  const { search, nav, sections, options, full } = useSyncExternalStore(model.subscribe, model.getState);

  const events = useRef<{ closeByHand(): void } | null>(null);
  useEffect(() => {
    events.current = listen(ctx, input, model, firstWait, toggled);
    return () => model.dispose();
  }, [ctx, input, model, firstWait, toggled]);
  // Text first: the products' thumbnails are asked for once the first suggestions are on screen, in boxes of
  // their size (no shift). Loading and decoding images (an SVG is a document of its own) cost the main thread
  // 12-17 ms each at CPU 4x, which held the first suggestions' paint (docs/widgets/search.md).
  const [thumbs, setThumbs] = useState(false);
  const showThumbs = useCallback(() => setThumbs(true), []);
  useRenderMeasure(search, showThumbs);
  const { searchable, visible, expanded, ...view } = panelView(search, nav.open, options.length);
  const { panelRef, closeRef, coverRef } = useLayer(form, input, full, visible, t('search_label'));
  useCombobox(input, { listId, expanded, activeId: expanded && nav.active >= 0 ? optionId(nav.active) : '', label: t('search_label') });
  const message = view.message && t(view.message, view.message === 'search_no_results' ? { text: search.query } : undefined);
  const announce = view.announce === 'results' ? t.plural('search_results', options.length) : view.announce ? message : '';

  return (
    <div className="sf-suggest">
      {/* The full-screen layer's white cover: the page behind can be neither seen nor pressed. */}
      <div ref={coverRef} className="sf-suggest__cover" hidden={!full} aria-hidden="true" />
      <button type="button" ref={closeRef} className="sf-suggest__close" hidden={!full} onClick={() => events.current?.closeByHand()} aria-label={t('search_close')}>
        <span aria-hidden="true">×</span>
      </button>
      {/* Pressing inside the panel keeps focus in the box; clicks still follow links and submit. */}
      <div ref={panelRef} className="sf-suggest__panel" hidden={!visible} aria-busy={search.status === 'loading'} onMouseDown={(e) => e.preventDefault()}>
        {message && <p className="sf-suggest__msg">{message}</p>}
        <div role="listbox" id={listId} aria-label={t('search_suggestions')} className="sf-suggest__list">
          {sections.map((s) => (
            <div key={s.key} role="group" aria-labelledby={`${id}${s.key}`} className={`sf-suggest__group --${s.key}`}>
              <div role="presentation" id={`${id}${s.key}`} className="sf-suggest__heading">
                {t(s.title)}
              </div>
              {s.items.map((item, j) => (
                <Option key={s.first + j} item={item} id={optionId(s.first + j)} selected={s.first + j === nav.active} query={search.query} thumb={thumbs} />
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
