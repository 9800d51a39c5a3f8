/** Types of allocator-env.js, a plain script the launchers run before anything is built. */
export declare const ALLOCATOR_ENV: Readonly<Record<string, string>>;
export declare function withAllocatorTuning(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function needsAllocatorRestart(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): boolean;
