/** Texts of this widget, one chunk per language (SHARED-API 2); missing languages fall back to English. */
import { widgetTexts } from '../../../src/i18n/widget-texts';
export const texts = widgetTexts<typeof import('./pol').default>({
  pol: () => import('./pol'),
  eng: () => import('./eng'),
});
