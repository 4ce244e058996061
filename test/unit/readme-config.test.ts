// The README's configuration example (step 4), read as the bundle reads it, formats prices as its currency
// is written: every field it leaves out would take the Polish default, so the example gives them all.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/core/config';
import { formatPrice } from '../../src/i18n/price';

const README = readFileSync('README.md', 'utf8');
const block = /<script type="application\/json" id="storefront-config">([\s\S]*?)<\/script>/.exec(README)?.[1];

afterEach(() => document.body.replaceChildren());

/** The configuration a page gets from `json` in its config block. */
function configOf(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'storefront-config';
  script.textContent = json;
  document.body.append(script);
  return readConfig(document, window);
}

describe("the README's configuration example", () => {
  it('formats euros as an English page writes them: €139.00, €1,234.50', () => {
    expect(block).toBeDefined();
    const config = configOf(block!);
    expect(config.language).toBe('eng');
    expect(formatPrice(139, config.currency)).toBe('€139.00');
    expect(formatPrice(1234.5, config.currency)).toBe('€1,234.50');
  });

  it('a currency that gives only its id and symbol keeps the Polish separators and space, field by field (as the guide says)', () => {
    const config = configOf('{"currency": {"id": "EUR", "symbol": "€", "beforeValue": true}}');
    expect(formatPrice(1234.5, config.currency)).toBe('€ 1 234,50');
  });
});
