/**
 * The mock shop's handlers (the same ones the demo server runs) on msw's Node interceptor, for a
 * test file: listens before its tests, resets handlers and shop state after each, closes after all.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers, resetMockState } from '../fixtures/handlers';

export function useMockShop() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
  return server;
}
