import { createContext, useContext } from 'react';
import type { Host } from './create-client.js';

export const HostContext = createContext<Host | null>(null);

export function useHost(): Host {
  const host = useContext(HostContext);
  if (host === null) throw new Error('useHost is used outside HostContext');
  return host;
}
