// @vitest-environment node
/** The social registration box's own texts (docs/widgets/social-register.md): its alert and the alert's close button, in every shop language. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import { LANGUAGES, type Language } from '../../src/types';
import { texts } from '../../widgets/social-register/texts/index';

const config = (language: Language) => ({ ...defaultConfig({ pathname: '/', search: '' }), language, texts: {} });

describe('social registration texts', () => {
  it.each([
    ['pol', 'Zaloguj się za pomocą jednej z powyższych opcji logowania, aby dokończyć rejestrację.', 'Zamknij powiadomienie'],
    ['eng', 'Log in with one of the login options listed above to complete registration.', 'Close notification'],
  ] as const)('%s', async (lang, alert, close) => {
    const t = await texts(config(lang));
    expect(t('account_social_register_alert')).toBe(alert);
    expect(t('alert_close')).toBe(close);
  });

  it('every language has both texts of its own (no English fallback)', async () => {
    const eng = await texts(config('eng'));
    for (const lang of LANGUAGES.filter((l) => l !== 'eng')) {
      const t = await texts(config(lang));
      expect(t('account_social_register_alert'), lang).not.toBe(eng('account_social_register_alert'));
      expect(t('alert_close'), lang).not.toBe(eng('alert_close'));
    }
  });
});
