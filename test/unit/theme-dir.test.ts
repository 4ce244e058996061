// @vitest-environment node
// The demo server's theme folder option (fixtures/server/theme-dir.ts): which folder, and which file a URL names.
import { describe, expect, it } from 'vitest';
import { themeDirFrom, themeDirProblem, themeFilePath } from '../../fixtures/server/theme-dir';

describe('theme folder of the demo server', () => {
  it('takes --theme first, then THEME_DIR, relative to the folder npm was started in', () => {
    expect(themeDirFrom(['node', 'server.ts', '--theme', '../my-theme'], { INIT_CWD: '/home/dev/storefront' })).toBe('/home/dev/my-theme');
    expect(themeDirFrom(['node', 'server.ts'], { THEME_DIR: '/srv/theme', INIT_CWD: '/x' })).toBe('/srv/theme');
    expect(themeDirFrom(['node', 'server.ts', '--theme', 'a'], { THEME_DIR: 'b', INIT_CWD: '/w' })).toBe('/w/a');
    expect(themeDirFrom(['node', 'server.ts', '--dev'], {})).toBeUndefined();
  });

  it('maps /theme/ paths to files, a folder to its index.html, and nothing else', () => {
    expect(themeFilePath('/theme/')).toBe('index.html');
    expect(themeFilePath('/theme/product.html')).toBe('product.html');
    expect(themeFilePath('/theme/shop/')).toBe('shop/index.html');
    expect(themeFilePath('/themes/x.html')).toBeUndefined();
    expect(themeFilePath('/dist/storefront.js')).toBeUndefined();
  });

  it('names a folder that cannot be served', () => {
    expect(themeDirProblem('/no/such/folder/here')).toBe('theme folder /no/such/folder/here does not exist');
    expect(themeDirProblem(process.cwd() + '/package.json')).toMatch(/is not a folder$/);
    expect(themeDirProblem(process.cwd())).toBeUndefined();
  });
});
