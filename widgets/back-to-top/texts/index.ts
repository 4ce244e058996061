import { widgetTexts } from '../../../src/i18n/widget-texts';
import type pol from './pol';

/** Loaded only where the bundle makes the button (legacy pages): a theme's own button carries its label. */
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
