import { describe, expect, it } from 'vitest';
import { firstStartLanguage } from './system-language.js';

describe('the first start language', () => {
  it('speaks the system language when it is one of the 12, whatever its region or script', () => {
    expect(firstStartLanguage(['de-DE'])).toBe('de');
    expect(firstStartLanguage(['en-US', 'en'])).toBe('en');
    expect(firstStartLanguage(['ja'])).toBe('ja');
    expect(firstStartLanguage(['zh-Hant-TW'])).toBe('zh');
    expect(firstStartLanguage(['AR-eg'])).toBe('ar');
  });

  it('reads POSIX-style locales as systems report them', () => {
    expect(firstStartLanguage(['pt_BR.UTF-8'])).toBe('pt');
    expect(firstStartLanguage(['fr_FR@euro'])).toBe('fr');
  });

  it('takes the most preferred language it offers, skipping the ones it does not', () => {
    expect(firstStartLanguage(['sv-SE', 'nb', 'ko-KR', 'en'])).toBe('ko');
    expect(firstStartLanguage(['es-419', 'en'])).toBe('es');
  });

  it('falls back to Chinese, the default, when no system language is offered', () => {
    expect(firstStartLanguage(['sv-SE', 'fi'])).toBe('zh');
    expect(firstStartLanguage([])).toBe('zh');
    expect(firstStartLanguage(['C', 'POSIX', ''])).toBe('zh');
  });

  it('does not mistake a longer language code for one of the 12', () => {
    expect(firstStartLanguage(['eng', 'deu'])).toBe('zh');
  });
});
