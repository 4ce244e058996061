/** Texts of this widget, one chunk per language (SHARED-API 2); missing languages fall back to English. */
import { widgetTexts } from '../../../src/i18n/widget-texts';
import type pol from './pol';

export const texts = widgetTexts<typeof pol>({
  pol: () => import('./pol'),
  eng: () => import('./eng'),
});
