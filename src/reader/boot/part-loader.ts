/**
 * The reader's part loader, put at the top of reader.js by the build (vite.reader.config.ts).
 *
 * The reader is split into parts: reader.js holds what the first spread and turning pages
 * need, and the rest (the toolbar's panels and tools, each language's words) comes in
 * `parts/*.js` when it is wanted. A published book must open from file://, where browsers
 * refuse module scripts, so the parts are classic scripts: the build emits CommonJS chunks
 * and wraps each in a call to `define` below, with the parts it needs before it can run.
 * This is the whole module system: resolve a chunk's relative name, load a part with a
 * script element (CSP's script-src 'self' allows it), run each part once.
 *
 * It runs as a plain script, before the reader's own code, and touches nothing but its
 * one global.
 */

type Exports = Record<string, unknown>;
type Factory = (require: (name: string) => unknown, module: { exports: Exports }, exports: Exports) => void;

interface Part {
  /** The parts it imports, which run before it. */
  needs: readonly string[];
  /** Its own stylesheets, in place before it runs so nothing it draws shows unstyled. */
  styles: readonly string[];
  factory: Factory;
}

/**
 * From the build, for each part with needs or styles: every part it needs, however deep, and
 * every stylesheet those bring, its own first. Loading a part fetches them all at once, where
 * the parts alone would name one level of needs at a time, each a round trip.
 */
type PartPlan = Readonly<Record<string, readonly [needs: readonly string[], styles: readonly string[]]>>;

interface PartRegistry {
  /**
   * Records a part (its path under the reader's folder); the entry, which brings the build's
   * plan of the parts, runs once its parts are in.
   */
  define(name: string, needs: readonly string[], styles: readonly string[], factory: Factory, entry?: boolean, plan?: PartPlan): void;
}

const REGISTRY_GLOBAL = 'FlipbookReaderParts';

(() => {
  const host = window as unknown as Record<string, PartRegistry | undefined>;
  if (host[REGISTRY_GLOBAL] !== undefined) return;
  const script = document.currentScript;
  // Parts sit beside reader.js, wherever the page that loads it is. They carry reader.js's own
  // query too: the plug-ins version it (reader.js?v=…), and a part must not be an older build's.
  const self = new URL(script instanceof HTMLScriptElement && script.src !== '' ? script.src : location.href);
  const base = new URL('.', self).href;
  const version = self.search;
  const defined = new Map<string, Part>();
  const styled = new Map<string, Promise<void>>();
  /** Parts whose script, needs and styles are all in: they can run at once. */
  const settled = new Set<string>();
  const ran = new Map<string, Exports>();
  const loading = new Map<string, Promise<void>>();
  let plan: PartPlan = {};

  /** `spec` ('./parts/a.js', '../reader.js') relative to the part `from`, as a path under the reader's folder. */
  const resolve = (from: string, spec: string): string => {
    const path = from.split('/').slice(0, -1);
    for (const segment of spec.split('/')) {
      if (segment === '..') path.pop();
      else if (segment !== '.' && segment !== '') path.push(segment);
    }
    return path.join('/');
  };

  const addScript = (name: string): Promise<void> =>
    new Promise((done, fail) => {
      const element = document.createElement('script');
      element.src = base + name + version;
      element.addEventListener('load', () => (defined.has(name) ? done() : fail(new Error(`The reader's part ${name} did not define itself.`))));
      element.addEventListener('error', () => fail(new Error(`The reader's part ${name} could not be loaded.`)));
      document.head.append(element);
    });

  /**
   * Adds a part's stylesheet just after reader.css, before a template's stylesheet, so the
   * cascade is the one the styles had in a single file. A sheet that fails to load is let go:
   * the tools work unstyled rather than not at all.
   */
  const addStyle = (name: string): Promise<void> => {
    let pending = styled.get(name);
    if (pending === undefined) {
      pending = new Promise((done) => {
        const element = document.createElement('link');
        element.rel = 'stylesheet';
        element.href = base + name + version;
        element.addEventListener('load', () => done());
        element.addEventListener('error', () => done());
        const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        const after = sheets.filter((sheet) => /(^|\/)reader\.css(\?|$)/.test(sheet.getAttribute('href') ?? '') || sheet.dataset.readerPart !== undefined).pop();
        element.dataset.readerPart = name;
        if (after === undefined) document.head.prepend(element);
        else after.after(element);
      });
      styled.set(name, pending);
    }
    return pending;
  };

  /** Loads a part and, after it, every part and stylesheet it needs; each is fetched once. */
  const load = (name: string): Promise<void> => {
    let pending = loading.get(name);
    if (pending === undefined) {
      const [deepNeeds, allStyles] = plan[name] ?? [[], []];
      for (const style of allStyles) void addStyle(style);
      pending = (defined.has(name) ? Promise.resolve() : addScript(name))
        .then(() => {
          const part = defined.get(name);
          return Promise.all([...(part?.needs ?? []).map(load), ...(part?.styles ?? []).map(addStyle)]);
        })
        .then(() => {
          settled.add(name);
        });
      // A failed load may be tried again (a dropped network), so it is not kept.
      pending.catch(() => loading.delete(name));
      loading.set(name, pending);
      // After this part is recorded as loading, so parts that need each other end here.
      for (const need of deepNeeds) void load(need);
    }
    return pending;
  };

  const run = (name: string): Exports => {
    const done = ran.get(name);
    if (done !== undefined) return done;
    const part = defined.get(name);
    if (part === undefined) throw new Error(`The reader's part ${name} is not loaded.`);
    const module = { exports: {} as Exports };
    ran.set(name, module.exports);
    part.factory((spec) => requireFrom(name, spec), module, module.exports);
    ran.set(name, module.exports);
    return module.exports;
  };

  /**
   * A chunk's `require`. Its static needs are in before it runs, so they come back at once. A
   * dynamic import is compiled to `Promise.resolve().then(() => require(name))`: for a part
   * not loaded yet this returns a promise of its exports, which that chain adopts.
   */
  const requireFrom = (from: string, spec: string): unknown => {
    const name = resolve(from, spec);
    if (ran.has(name) || settled.has(name)) return run(name);
    return load(name).then(() => run(name));
  };

  host[REGISTRY_GLOBAL] = {
    define(name, needs, styles, factory, entry = false, partPlan = {}) {
      if (defined.has(name)) return;
      defined.set(name, { needs, styles, factory });
      if (!entry) return;
      plan = partPlan;
      // The entry runs in the same task when it needs no other part, so the first spread waits for nothing.
      if (needs.length === 0 && styles.length === 0) run(name);
      else void load(name).then(() => run(name));
    },
  };
})();

export {};
