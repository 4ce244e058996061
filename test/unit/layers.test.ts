// @vitest-environment node
/**
 * The layer rule (eslint-rules/layers.js) as `npm run lint` runs it: the project's ESLint configuration
 * on import lines placed, as virtual files, where each layer lives.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { crossing, layerOf } from '../../eslint-rules/layers.js';

let eslint: ESLint | undefined;
/** The layer messages for `code` as if it were the file `filePath` of this repository. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
}

describe('layers in lint: entry -> markers -> core -> widgets -> runtime, ui, api, i18n, util', () => {
  it.each([
    ['widgets/newsletter/index.ts', "import { mountForms } from '../form/index';", 'widgets/newsletter may not import widgets/form: a widget never imports another widget'],
    ['widgets/rebate-code/index.ts', "export const t = () => import('../promo-bars/texts');", 'widgets/rebate-code may not import widgets/promo-bars'],
    ['widgets/form/texts/index.ts', "export { x } from '../../search/model';", 'widgets/form may not import widgets/search'],
    ['widgets/search/index.ts', "import { mount } from '../../src/core/mount';", 'widgets/search may not import src/core/mount.ts'],
    ['widgets/search/index.ts', "import { loaders } from '../../markers/loaders';", 'widgets/search may not import markers/loaders.ts'],
    ['src/core/core.ts', "import('../../widgets/promo-bars/late');", 'src/core/core.ts may not import widgets/promo-bars: the core (src/core) names no widget'],
    ['src/core/core.ts', "import { loaders } from '../../markers/loaders';", 'src/core/core.ts may not import markers/loaders.ts'],
    ['src/entry.ts', "import { hideClosedEarly } from '../widgets/promo-bars/early';", 'src/entry.ts may not import widgets/promo-bars'],
    ['src/api/tracking.ts', "import { reportWidgetError } from '../core/mount';", 'src/api may not import src/core/mount.ts'],
    ['src/core/mount.ts', "import { createRegistry } from '../start/registry';", 'src/core/mount.ts may not import src/start/registry.ts: the core is loaded by the entry'],
    ['markers/loaders.ts', "import { readView } from '../src/start/view';", 'markers/loaders.ts may not import src/start/view.ts'],
    ['src/ui/dialog.ts', "import type { Widget } from '../../widgets/form/index';", 'src/ui may not import widgets/form'],
    ['src/util/guards.ts', "import { css } from '../ui/css';", 'src/util may not import src/ui: src/util is the bottom layer'],
    ['markers/index.ts', "import '../src/entry';", 'markers/index.ts may not import src/entry.ts'],
  ])(
    '%s: %s fails',
    async (file, code, message) => {
      const errors = await layerErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
    },
    30_000,
  );

  it.each([
    ['widgets/form/newsletter.ts', "import { mountForms } from './index';\nimport { toast } from '../../src/ui/toast';\nimport type { Widget } from '../../src/types';"],
    ['widgets/rebate-code/index.ts', "import { closeButton } from '../../src/ui/close-button';\nexport const t = () => import('./texts');"],
    ['markers/loaders.ts', "export const a = () => import('../widgets/map/index.ts');\nimport { readProps } from '../src/core/props';"],
    ['markers/core.ts', "import { init } from '../src/core/core';"],
    ['src/entry.ts', "import { markers } from '../markers';\nimport { on } from './start/events';\nexport const c = () => import('../markers/core');"],
    ['src/core/core.ts', "import { reportWidgetError } from '../util/report';\nimport { loadPageData } from '../api/page-data';"],
    ['src/api/modal.ts', "import { openDialog } from '../ui/dialog';\nimport { getTranslator } from '../texts';"],
    ['src/util/report.ts', "import { isObj } from './guards';\nimport type { Config } from '../types';"],
    ['test/unit/x.test.ts', "import '../../widgets/form/index';\nimport '../../src/core/core';"],
  ])(
    '%s: allowed imports pass',
    async (file, code) => {
      expect(await layerErrors(file, code)).toEqual([]);
    },
    30_000,
  );

  it('places files in their layers', () => {
    expect(layerOf('src/entry.ts')).toEqual({ layer: 'entry' });
    expect(layerOf('markers/index.ts')).toEqual({ layer: 'markers' });
    expect(layerOf('src/core/core.ts')).toEqual({ layer: 'core' });
    expect(layerOf('src/start/registry.ts')).toEqual({ layer: 'entry' });
    expect(layerOf('src/ui/top-reserve.ts')).toEqual({ layer: 'shared', dir: 'ui' });
    expect(layerOf('widgets/form/texts/pol.ts')).toEqual({ layer: 'widget', widget: 'form' });
    expect(layerOf('src/types.ts')).toEqual({ layer: 'shared', dir: 'types' });
    expect(layerOf('src/i18n/catalogue/pol.ts')).toEqual({ layer: 'shared', dir: 'i18n' });
    expect(layerOf('test/unit/a.test.ts')).toBeNull();
    expect(crossing({ layer: 'widget', widget: 'a' }, { layer: 'widget', widget: 'a' })).toBeNull();
  });
});
