import { describe, expect, it } from 'vitest';
import { renderTextScript } from './book-script.js';
import { createFakeProject } from './testing/fake-project.js';
import { collectTextLayers } from './text-layers.js';

const colour = { r: 200, g: 200, b: 200 };

describe('publishing text layers', () => {
  it('gathers each page runs with rounded boxes, null for pages without text', async () => {
    const project = await createFakeProject({
      pages: [
        { width: 10, height: 10, color: colour, text: { version: 1, items: [{ text: 'Hello', x: 0.123456, y: 0.1, width: 0.2, height: 0.05 }, { text: ' ', x: 0, y: 0, width: 0, height: 0 }] } },
        { width: 10, height: 10, color: colour },
      ],
    });
    expect(collectTextLayers(project.snapshot(), project.assets)).toEqual([[['Hello', 0.1235, 0.1, 0.2, 0.05]], null]);
  });

  it('publishes no text when no page has any, and skips a malformed layer', async () => {
    const project = await createFakeProject({ pages: [{ width: 10, height: 10, color: colour }] });
    expect(collectTextLayers(project.snapshot(), project.assets)).toBeNull();
    const snapshot = { ...project.snapshot(), pages: project.snapshot().pages.map((page) => ({ ...page, textLayer: 'broken.json' })) };
    expect(collectTextLayers(snapshot, { get: () => new TextEncoder().encode('{"version":2}') })).toBeNull();
  });

  it('escapes text that could end the script', () => {
    const script = renderTextScript([[['</script><b>', 0, 0, 1, 1]]]);
    expect(script).not.toContain('</script>');
    expect(script.startsWith('window.__FLIPBOOK_TEXT__ = ')).toBe(true);
  });
});
