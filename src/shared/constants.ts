/** Product name shown in titles and the CLI. */
export const APP_NAME = 'Flipbook Studio';
/** Kept in step with package.json by a unit test. */
export const APP_VERSION = '0.1.0';
/** The project file extension. */
export const PROJECT_EXTENSION = '.flipbook';
