import type { Toast } from '../state/ui-slice.js';

/**
 * How long a toast stays on screen. The spec sets 5 s for a success toast (desktop-app.md,
 * "Toast duration") and for an error toast (online-editor.md); an info toast is a passing
 * note and keeps the shorter 3 s.
 */
export const TOAST_MS: Readonly<Record<Toast['kind'], number>> = { error: 5000, success: 5000, info: 3000 };
