/**
 * Unit tests: a widget's context on the first element of `html` (put in <body>), with plain defaults
 * (Polish configuration, the home page, view 3, no props); `stop` aborts its signal. `mountWidget` also
 * mounts the widget, and its `stop` runs the widget's cleanup too.
 */
import { vi } from 'vitest';
import { defaultConfig } from '../src/core/config';
import type { Cleanup, Widget, WidgetContext } from '../src/types';

export function widgetContext(html: string, context: Partial<WidgetContext> = {}) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  const controller = new AbortController();
  const ctx: WidgetContext = {
    name: 'w',
    element,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props: {},
    signal: controller.signal,
    view: () => 3,
    report: vi.fn(),
    warn: vi.fn(),
    ...context,
  };
  return { ctx, element, stop: () => controller.abort() };
}

export async function mountWidget(widget: Widget, html: string, context: Partial<WidgetContext> = {}) {
  const { ctx, element, stop } = widgetContext(html, context);
  const cleanup = (await widget.mount(ctx)) as Cleanup | undefined;
  return { element, ctx, stop: () => (stop(), cleanup?.()) };
}
