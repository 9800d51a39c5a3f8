/** Product name shown in titles and the CLI. */
export const APP_NAME = 'Flipbook Studio';
/** Kept in step with package.json by a unit test. */
export const APP_VERSION = '0.1.0';
/** The project file extension. */
export const PROJECT_EXTENSION = '.flipbook';

/** Our own site, home of the cloud service, the FAQ and support. */
export const PRODUCT_SITE = 'https://flipbookstudio.app';
/** The FAQ and support pages and the support address the Help menu links to. */
export const FAQ_URL = `${PRODUCT_SITE}/faq`;
export const SUPPORT_URL = `${PRODUCT_SITE}/support`;
export const SUPPORT_EMAIL = 'support@flipbookstudio.app';
