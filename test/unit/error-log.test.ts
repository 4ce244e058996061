// The error log's code loads on the first report (src/util/report.ts -> src/util/error-log.ts). When that
// chunk cannot load, the report says so on the console and nothing else breaks.
import { expect, it, vi } from 'vitest';

vi.mock('../../src/util/error-log', () => {
  throw new Error('chunk error-log failed to load');
});

it('the error-log chunk fails: the failure is on the console, a warning says it was not sent, no rejection escapes', async () => {
  const { reportWidgetError } = await import('../../src/util/report');
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  document.body.innerHTML = '<div id="w" data-widget="x"></div>';
  const events = vi.fn();
  document.addEventListener('storefront:widget-error', events);
  expect(() => reportWidgetError('x', document.getElementById('w')!, new Error('broke'), '/graphql/v1/')).not.toThrow();
  document.removeEventListener('storefront:widget-error', events);
  expect(error).toHaveBeenCalledTimes(1);
  expect(events).toHaveBeenCalledTimes(1);
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(String(warn.mock.calls[0]?.[0])).toBe('[storefront] error log unavailable, not sent: widget "x" on <div#w data-widget="x">');
  await new Promise((r) => setTimeout(r, 0));
  process.off('unhandledRejection', onRejection);
  expect(rejections).toEqual([]);
  expect(fetchSpy).not.toHaveBeenCalled();
});
