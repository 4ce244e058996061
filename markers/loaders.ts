/**
 * Widget loaders (core chunk): name -> the lazy import of its chunk, the batch keys it reads (the
 * page-load call carries them, CONTRACT 4c) and an optional gate. A gate that returns false means "not on
 * this page": the chunk is never downloaded and nothing is reported (e.g. a notice whose cookies are
 * absent). Rows match markers/index.ts one to one (a unit test checks it).
 */
import type { WidgetLoader } from '../src/types';

export const loaders: Record<string, WidgetLoader> = {
  'back-to-top': { load: () => import('../widgets/back-to-top/index.ts') },
  'breadcrumb-back': { load: () => import('../widgets/breadcrumb-back/index.ts') },
  search: { load: () => import('../widgets/search/index.ts') },
  'mini-basket': { load: () => import('../widgets/mini-basket/index.ts'), needs: ['Basket'] },
  'shopping-list-link': { load: () => import('../widgets/shopping-list-link/index.ts') },
  logout: { load: () => import('../widgets/logout/index.ts') },
  map: { load: () => import('../widgets/map/index.ts') },
  'date-picker': { load: () => import('../widgets/date-picker/index.ts') },
};
