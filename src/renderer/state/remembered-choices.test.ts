import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { Handlers } from '../../shared/api/contract.js';
import { AppError } from '../../shared/errors/app-error.js';
import { InterfaceLanguageSchema, PreviewDeviceSchema } from '../../shared/prefs/interface-prefs.js';
import { LANGUAGE_CODES } from '../../shared/i18n/languages.js';
import { PREVIEW_DEVICES } from '../preview/preview-device.js';
import { loadRememberedChoices, readChoice, rememberedChoices, writeChoice } from './remembered-choices.js';

/** A test transport serving only the handlers given, recording every call. */
function testClient(handlers: Partial<Handlers>, calls: { name: string; arg: unknown }[] = []): FlipbookClient {
  return {
    call: (async (name: keyof Handlers, arg: never) => {
      calls.push({ name, arg });
      const handler = handlers[name] as ((arg: never) => Promise<unknown>) | undefined;
      if (handler === undefined) throw new AppError('UNKNOWN_METHOD');
      return handler(arg);
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
}

describe('remembered choices', () => {
  it('are read synchronously from what prefs.get answered at start-up', async () => {
    await loadRememberedChoices(testClient({ 'prefs.get': async () => ({ language: 'fr', previewDevice: 'pad' }) }));
    expect(readChoice(rememberedChoices(), 'language', InterfaceLanguageSchema, 'zh')).toBe('fr');
    expect(readChoice(rememberedChoices(), 'previewDevice', PreviewDeviceSchema, 'pc')).toBe('pad');
  });

  it('fall back to the defaults when the engine cannot answer, and still try to store new choices', async () => {
    const calls: { name: string; arg: unknown }[] = [];
    await loadRememberedChoices(testClient({}, calls));
    expect(readChoice(rememberedChoices(), 'language', InterfaceLanguageSchema, 'zh')).toBe('zh');
    writeChoice(rememberedChoices(), 'language', 'de');
    await rememberedChoices().settled();
    expect(readChoice(rememberedChoices(), 'language', InterfaceLanguageSchema, 'zh')).toBe('de');
    expect(calls.map(({ name }) => name)).toEqual(['prefs.get', 'prefs.set']);
  });

  it('write through prefs.set one at a time, in the order they were made', async () => {
    const calls: { name: string; arg: unknown }[] = [];
    let entered = () => undefined as void;
    const firstArrived = new Promise<void>((resolve) => (entered = resolve));
    let release = () => undefined as void;
    const firstMayFinish = new Promise<void>((resolve) => (release = resolve));
    await loadRememberedChoices(
      testClient(
        {
          'prefs.get': async () => ({}),
          'prefs.set': async () => {
            if (calls.length === 2) {
              entered();
              await firstMayFinish;
            }
            return { saved: true };
          },
        },
        calls,
      ),
    );
    writeChoice(rememberedChoices(), 'previewDevice', 'phone');
    writeChoice(rememberedChoices(), 'previewDevice', 'pc');
    // The cache answers at once, before the engine has stored anything.
    expect(readChoice(rememberedChoices(), 'previewDevice', PreviewDeviceSchema, 'pad')).toBe('pc');
    await firstArrived;
    expect(calls.slice(1)).toEqual([{ name: 'prefs.set', arg: { key: 'previewDevice', value: 'phone' } }]);
    release();
    await rememberedChoices().settled();
    expect(calls.slice(1)).toEqual([
      { name: 'prefs.set', arg: { key: 'previewDevice', value: 'phone' } },
      { name: 'prefs.set', arg: { key: 'previewDevice', value: 'pc' } },
    ]);
  });

  it('keep a choice for the session when the engine refuses to store it', async () => {
    await loadRememberedChoices(testClient({ 'prefs.get': async () => ({}), 'prefs.set': async () => Promise.reject(new AppError('CONFIG_SAVE_FAILED')) }));
    writeChoice(rememberedChoices(), 'language', 'th');
    await rememberedChoices().settled();
    expect(readChoice(rememberedChoices(), 'language', InterfaceLanguageSchema, 'zh')).toBe('th');
  });

  it('name the same languages and devices the editor offers', () => {
    expect([...InterfaceLanguageSchema.options]).toEqual([...LANGUAGE_CODES]);
    expect([...PreviewDeviceSchema.options]).toEqual(Object.keys(PREVIEW_DEVICES));
  });
});
