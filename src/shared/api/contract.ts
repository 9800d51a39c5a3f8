import type { z } from 'zod';
import { apkMethods } from './apk-api.js';
import { appMethods } from './app-api.js';
import { designMethods } from './design-api.js';
import { desktopMethods } from './desktop-api.js';
import { importMethods } from './import-api.js';
import { mediaMethods } from './media-api.js';
import { tocMethods } from './toc-api.js';
import { helpMethods } from './help-api.js';
import { jobMethods } from './job-api.js';
import { pagesMethods } from './pages-api.js';
import { projectMethods } from './project-api.js';
import { publishMethods } from './publish-api.js';
import { pluginMethods } from './plugin-api.js';
import { prefsMethods } from './prefs-api.js';
import { cloudMethods } from './cloud-api.js';
import { batchMethods } from './batch-api.js';
import { licenceMethods } from './licence-api.js';
import { lanMethods } from './lan-api.js';
import { updateMethods } from './update-api.js';

/** Every method of the API, with its argument and result schemas. */
export const contract = {
  ...appMethods,
  ...projectMethods,
  ...importMethods,
  ...pagesMethods,
  ...publishMethods,
  ...designMethods,
  ...pluginMethods,
  ...apkMethods,
  ...desktopMethods,
  ...mediaMethods,
  ...tocMethods,
  ...helpMethods,
  ...jobMethods,
  ...prefsMethods,
  ...cloudMethods,
  ...licenceMethods,
  ...batchMethods,
  ...lanMethods,
  ...updateMethods,
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodArg<K extends MethodName> = z.input<Contract[K]['arg']>;
export type MethodResult<K extends MethodName> = z.infer<Contract[K]['result']>;

/** The full API as functions: what handlers implement and what clients call. */
export type Handlers = { [K in MethodName]: (arg: z.infer<Contract[K]['arg']>) => Promise<MethodResult<K>> };

export const METHOD_NAMES = Object.keys(contract) as MethodName[];

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(contract, name);
}
