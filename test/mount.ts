/**
 * Unit tests: mounts a widget on the first element of `html` (put in <body>) with a plain context (Polish
 * defaults, the home page, view 3); `stop` aborts its signal and runs its cleanup.
 */
import { vi } from 'vitest';
import { defaultConfig } from '../src/boot/config';
import type { Cleanup, Widget, WidgetContext } from '../src/types';

export async function mountWidget(widget: Widget, html: string, context: Partial<WidgetContext> = {}) {
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
  const cleanup = (await widget.mount(ctx)) as Cleanup | undefined;
  return { element, ctx, stop: () => (controller.abort(), cleanup?.()) };
}
