// `npm run server`: builds the service's bundle when it is missing or stale (scripts/server-bundle.mjs)
// and runs it in this process, with the arguments as given.
import { pathToFileURL } from 'node:url';
import { freshServerBundle } from './server-bundle.mjs';

await import(pathToFileURL(await freshServerBundle()).href);
