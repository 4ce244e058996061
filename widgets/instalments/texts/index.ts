/** Texts of this widget, one chunk per language: all nine shop languages. */
import { widgetTexts } from '../../../src/i18n/widget-texts';
import type pol from './pol';

export const texts = widgetTexts<typeof pol>({
  pol: () => import('./pol'),
  eng: () => import('./eng'),
  ger: () => import('./ger'),
  cze: () => import('./cze'),
  rum: () => import('./rum'),
  slo: () => import('./slo'),
  fre: () => import('./fre'),
  ukr: () => import('./ukr'),
  hun: () => import('./hun'),
});
