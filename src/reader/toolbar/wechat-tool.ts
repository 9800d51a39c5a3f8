import { qrSvg } from '../panels/qr-code.js';
import type { SidePanel } from '../panels/side-panel.js';
import { READER_STRINGS } from '../strings.js';
import { toolButton, type ToolButton } from './tool-button.js';

/**
 * The WeChat button: WeChat shares a web page by scanning it, so the panel shows the QR code
 * of the page being read. The name is WeChat's own brand in every language but Chinese.
 */
export function wechatTool(panel: SidePanel, link: () => string): ToolButton {
  const title = document.documentElement.lang.startsWith('zh') ? '微信' : 'WeChat';
  const element = toolButton('wechat', title, '◫');
  element.setAttribute('aria-expanded', 'false');
  const content = {
    id: 'wechat',
    title,
    fill: (body: HTMLElement) => {
      const qr = qrSvg(link(), READER_STRINGS.bookLink);
      if (qr !== null) body.append(qr);
    },
  };
  element.addEventListener('click', () => panel.toggle(content, element));
  // A link too long for a QR code leaves nothing to scan, so the button stays away.
  return { element, applies: () => qrSvg(link(), '') !== null };
}
