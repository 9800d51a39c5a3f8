import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import type { FileDialogRequest } from '../shared/api/client.js';
import type { MethodArg, MethodName, MethodResult } from '../shared/api/contract.js';
import { IPC_CALL_CHANNEL, IPC_DIALOG_CHANNEL, IPC_EVENT_CHANNEL, type Envelope } from '../shared/api/envelope.js';
import type { EventMap, EventName } from '../shared/api/events.js';

/**
 * window.flipbook: the editor's only door to the engine. It offers three functions bound to
 * our three channels, and the path of a file dropped on the page, and never the ipcRenderer itself, so a compromised page cannot send on
 * any other channel. Errors arrive as the plain serialised AppError (an Error instance
 * would lose its fields crossing the context bridge).
 */
const bridge = {
  async call<K extends MethodName>(name: K, arg: MethodArg<K>): Promise<MethodResult<K>> {
    const envelope = (await ipcRenderer.invoke(IPC_CALL_CHANNEL, { name, arg })) as Envelope<MethodResult<K>>;
    if (!envelope.ok) throw envelope.error;
    return envelope.result;
  },
  on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void {
    const handler = (_event: IpcRendererEvent, message: { event?: unknown; payload?: unknown }) => {
      if (message?.event === event) listener(message.payload as EventMap[E]);
    };
    ipcRenderer.on(IPC_EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, handler);
    };
  },
  openFileDialog(request: FileDialogRequest): Promise<string[] | null> {
    return ipcRenderer.invoke(IPC_DIALOG_CHANNEL, request) as Promise<string[] | null>;
  },
  /** Where a dropped file lies on disk: the page only sees File objects, and Electron no longer gives them a path. */
  pathForFile(file: File): string {
    return webUtils.getPathForFile(file);
  },
};

contextBridge.exposeInMainWorld('flipbook', bridge);
