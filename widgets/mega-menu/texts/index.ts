import { widgetTexts } from '../../../src/i18n/widget-texts';
import type pol from './pol';

/** The menu's own texts, one small chunk per language loaded at mount (the shared catalogue is not needed). */
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
