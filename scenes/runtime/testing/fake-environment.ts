import type { SceneEnvironment } from '../environment.js';
import { SvgContext } from '../svg-context.js';

/** A browser stand-in for the runtime's unit tests: frames, visibility and resizes run by hand. */
export function fakeEnvironment(options: { reducedMotion?: boolean; pixelRatio?: number; hidden?: boolean } = {}) {
  const visibility = new Set<() => void>();
  const sizeListeners = new Set<() => void>();
  const motionListeners = new Set<() => void>();
  let reducedMotion = options.reducedMotion ?? false;
  const frames = new Map<number, (now: number) => void>();
  const document = { hidden: options.hidden ?? false, addEventListener: (_: string, listener: () => void) => visibility.add(listener), removeEventListener: (_: string, listener: () => void) => visibility.delete(listener) };
  let handles = 0;
  let clock = 1000;
  const env: SceneEnvironment = {
    document,
    requestFrame(callback) {
      handles += 1;
      frames.set(handles, callback);
      return handles;
    },
    cancelFrame: (handle) => void frames.delete(handle),
    now: () => clock,
    prefersReducedMotion: () => reducedMotion,
    observeReducedMotion(listener) {
      motionListeners.add(listener);
      return () => motionListeners.delete(listener);
    },
    devicePixelRatio: () => options.pixelRatio ?? 1,
    observeSize(_element, listener) {
      sizeListeners.add(listener);
      return () => sizeListeners.delete(listener);
    },
  };
  return {
    env,
    /** Runs every scheduled frame once, `ms` after the last. */
    frame(ms = 16) {
      clock += ms;
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback(clock);
    },
    setHidden(hidden: boolean) {
      document.hidden = hidden;
      for (const listener of [...visibility]) listener();
    },
    setReducedMotion(reduce: boolean) {
      reducedMotion = reduce;
      for (const listener of [...motionListeners]) listener();
    },
    resize() {
      for (const listener of [...sizeListeners]) listener();
    },
    pendingFrames: () => frames.size,
    listenerCount: () => visibility.size + sizeListeners.size + motionListeners.size,
  };
}

/** A context that records drawing as SVG and counts the frames begun (one clear each). */
export class FakeContext extends SvgContext {
  clears = 0;
  transform: number[] = [];
  override clearRect(): void {
    this.clears += 1;
  }
  setTransform(...values: number[]): void {
    this.transform = values;
  }
}

/** A container element with one fake canvas to hand out. */
export function fakeContainer(width: number, height: number) {
  const ctx = new FakeContext();
  const children: unknown[] = [];
  const canvas = {
    width: 0,
    height: 0,
    style: {} as Record<string, string>,
    dataset: {} as Record<string, string>,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      canvas.attributes[name] = value;
    },
    getContext: () => ctx,
    remove: () => void children.splice(children.indexOf(canvas), 1),
  };
  const container = {
    clientWidth: width,
    clientHeight: height,
    ownerDocument: { createElement: () => canvas },
    prepend: (child: unknown) => void children.unshift(child),
  };
  return { container: container as unknown as HTMLElement, canvas, ctx, children, setSize(w: number, h: number) {
    container.clientWidth = w;
    container.clientHeight = h;
  } };
}
