import { describe, expect, it, vi } from 'vitest';
import { island, useWidget } from '../../src/runtime/island';
import { defaultConfig } from '../../src/core/config';
import type { WidgetContext } from '../../src/types';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

function context(el: HTMLElement, report = vi.fn()): WidgetContext {
  return {
    name: 'demo',
    element: el,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props: {},
    signal: new AbortController().signal,
    view: () => 3,
    report,
    warn: vi.fn(),
  };
}

describe('React islands (one root per widget, own error boundary)', () => {
  it('renders into its own host with the shop texts and removes it on cleanup', async () => {
    document.body.innerHTML = '<div id="w">server</div>';
    const el = document.getElementById('w')!;
    function View() {
      const { t, ctx } = useWidget();
      return (
        <button type="button">
          {t('ui_close')} {ctx.name}
        </button>
      );
    }
    const cleanup = await island(View).mount(context(el));
    await vi.waitFor(() => expect(el.querySelector('button')?.textContent).toBe('Zamknij demo'));
    expect(el.firstChild?.textContent).toBe('server');
    (cleanup as () => void)();
    expect(el.innerHTML).toBe('server');
  });

  it('reports a render error through ctx.report and renders nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="w">server</div>';
    const el = document.getElementById('w')!;
    const report = vi.fn();
    function Boom(): never {
      throw new Error('render failed');
    }
    await island(Boom).mount(context(el, report));
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect((report.mock.calls[0]?.[0] as Error).message).toBe('render failed');
    await tick();
    expect(el.textContent).toBe('server');
  });
});
