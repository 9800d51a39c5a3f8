import { z } from 'zod';
import type { FileDialogRequest } from '../../shared/api/client.js';
import type { Envelope } from '../../shared/api/envelope.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { Engine } from '../engine/engine.js';
import { FileDialogRequestSchema } from './dialog-options.js';
import { isEditorUrl } from './url-policy.js';

/** The parts of an IpcMainInvokeEvent the sender check reads; plain data in tests. */
export interface IpcSenderLike {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** The one message shape the call channel accepts. */
export const IpcCallSchema = z.object({ name: z.string().min(1).max(100), arg: z.unknown() }).strict();

/**
 * Only the editor's top frame in our main window may call the engine. A child frame (the
 * reader preview) or any page that ends up elsewhere after a navigation is refused, even
 * though it shares the window's process and preload.
 */
export function isTrustedSender(event: IpcSenderLike, mainWebContentsId: number | null): boolean {
  const frame = event.senderFrame;
  if (mainWebContentsId === null || event.sender.id !== mainWebContentsId || frame === null) return false;
  return frame.parent === null && isEditorUrl(frame.url);
}

function refused(detail: string): Envelope<never> {
  return { ok: false, error: new AppError('UNAUTHORIZED', {}, detail).toJSON() };
}

/**
 * The handler behind `ipcMain.handle(IPC_CALL_CHANNEL)`: checks the sender and the message,
 * then hands the call to the engine's dispatcher, the same one HTTP and the CLI use.
 */
export function createIpcCallHandler(engine: Pick<Engine, 'dispatch'>, mainWebContentsId: () => number | null) {
  return async (event: IpcSenderLike, message: unknown): Promise<Envelope<unknown>> => {
    if (!isTrustedSender(event, mainWebContentsId())) return refused('IPC sender is not the editor window');
    const parsed = IpcCallSchema.safeParse(message);
    if (!parsed.success) return { ok: false, error: new AppError('INVALID_ARGUMENT', {}, 'malformed IPC call').toJSON() };
    return engine.dispatch(parsed.data.name, parsed.data.arg);
  };
}

/** The handler behind `ipcMain.handle(IPC_DIALOG_CHANNEL)`: resolves to the chosen paths or null. */
export function createIpcDialogHandler(show: (request: FileDialogRequest) => Promise<string[] | null>, mainWebContentsId: () => number | null) {
  return async (event: IpcSenderLike, message: unknown): Promise<string[] | null> => {
    if (!isTrustedSender(event, mainWebContentsId())) throw new Error('IPC sender is not the editor window');
    const parsed = FileDialogRequestSchema.safeParse(message);
    if (!parsed.success) throw new Error('malformed file dialog request');
    return show(parsed.data);
  };
}
