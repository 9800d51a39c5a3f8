import type { Plugin } from 'vite';

/** Writes `<outDir>/scenes/<id>.js` and `<outDir>/previews/scenes/<id>.svg`; returns the scene ids built. */
export function buildScenes(options: { root: string; outDir: string; minify?: boolean }): Promise<string[]>;

/** Builds the scenes into the reader's output once the reader build has written it. */
export function scenesAfterReaderBuild(root: string): Plugin;
