/**
 * The suggestions dropdown: a thin view over model.ts. The server's input stays the shopper's input:
 * the view adds combobox semantics to it (combobox.ts), forwards its events to the model and renders the
 * answer; every server string renders as text.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetContext } from '../../src/types';
import { useWidget } from '../../src/runtime/island';
import { readCache, writeCache } from './cache';
import { useCombobox } from './combobox';
import { listen } from './events';
import { enterFullscreen } from './fullscreen';
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

export function SearchView({ ctx, input, minLength, delay, typedAt }: SearchViewProps) {
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
    events.current = listen(ctx, input, model, firstWait);
    return () => model.dispose();
  }, [ctx, input, model, firstWait]);
  // Text first: the products' thumbnails are asked for once the first suggestions are on screen, in boxes of
  // their size (no shift). Loading and decoding images (an SVG is a document of its own) cost the main thread
  // 12-17 ms each at CPU 4x, which held the first suggestions' paint (docs/widgets/search.md).
  const [thumbs, setThumbs] = useState(false);
  const showThumbs = useCallback(() => setThumbs(true), []);
  useRenderMeasure(search, showThumbs);
  useEffect(() => (full ? enterFullscreen(form, t('search_label')) : undefined), [full, form, t]);

  const { searchable, visible, expanded, ...view } = panelView(search, nav.open, options.length);
  useCombobox(input, { listId, expanded, activeId: expanded && nav.active >= 0 ? optionId(nav.active) : '', label: t('search_label') });
  const message = view.message && t(view.message, view.message === 'search_no_results' ? { text: search.query } : undefined);
  const announce = view.announce === 'results' ? t.plural('search_results', options.length) : view.announce ? message : '';

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
