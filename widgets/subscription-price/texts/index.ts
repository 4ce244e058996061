/** Texts of this widget, one chunk per language; all nine languages. No plural forms: the light lookup (src/i18n/simple-texts.ts). */
import { simpleTexts } from '../../../src/i18n/simple-texts';
import type pol from './pol';

export const texts = simpleTexts<typeof pol>({
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
