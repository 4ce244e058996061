/** The date picker's texts, one chunk per language (SHARED-API 2). */
import { widgetTexts } from '../../../src/i18n/widget-texts';

export const texts = widgetTexts<typeof import('./pol').default>({
  pol: () => import('./pol'), eng: () => import('./eng'), ger: () => import('./ger'), cze: () => import('./cze'), rum: () => import('./rum'),
  slo: () => import('./slo'), fre: () => import('./fre'), ukr: () => import('./ukr'), hun: () => import('./hun'),
});
